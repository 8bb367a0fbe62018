"use client";

import { useLocale } from "next-intl";
import { localisedPath } from "./localised-path";
import { SignUpForm } from "./sign-up-form";

/** /auth/register: after sign-up the new account is signed in and asked to verify its email. */
export function RegisterPanel() {
  const locale = useLocale();
  // A full navigation, so every server component from here on sees the new session.
  return <SignUpForm onRegistered={() => window.location.assign(localisedPath("/auth/verify-email", locale))} />;
}
