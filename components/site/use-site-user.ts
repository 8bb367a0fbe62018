"use client";

import { useEffect, useState } from "react";
import type { CurrentUser } from "@/lib/auth/current-user";

export type SiteUser = Pick<CurrentUser, "name" | "username" | "picture" | "subscriptionTier">;

// Marketing, 404 and sign-in pages are rendered without reading the session (they stay static and
// cacheable); the header asks the server who is signed in once the page has loaded. One request per
// page load, shared by every component that asks.
let pending: Promise<SiteUser | null> | null = null;

function loadSiteUser(): Promise<SiteUser | null> {
  pending ??= fetch("/api/user/session", { credentials: "include", cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<{ user: SiteUser | null }>) : { user: null }))
    .then((body) => body.user ?? null)
    .catch(() => null);
  return pending;
}

/** undefined while asking, null when signed out, otherwise the signed-in user. */
export function useSiteUser(): SiteUser | null | undefined {
  const [user, setUser] = useState<SiteUser | null | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    void loadSiteUser().then((value) => isCurrent && setUser(value));
    return () => {
      isCurrent = false;
    };
  }, []);
  return user;
}
