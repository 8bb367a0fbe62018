"use client";

import { useLocale } from "next-intl";
import { defaultRedirect } from "@/core/auth/safe-redirect";
import { localisedPath } from "./localised-path";
import { SignUpForm } from "./sign-up-form";

/**
 * /auth/register: after sign-up the new account is signed in. Sent here with a destination (a template
 * picked in the gallery, a page that asked for an account), it goes on there; otherwise it is asked to
 * verify its email. `redirectTo` is already a checked same-origin path, and localisedPath checks the
 * final address again.
 */
export function RegisterPanel({ redirectTo }: { redirectTo: string }) {
  const locale = useLocale();
  const next = redirectTo === defaultRedirect ? "/auth/verify-email" : redirectTo;
  // A full navigation, so every server component from here on sees the new session.
  return <SignUpForm onRegistered={() => window.location.assign(localisedPath(next, locale))} />;
}
