import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import { AppError } from "@/lib/errors";
import { redirect } from "@/lib/i18n/navigation";
import type { CurrentUser } from "./current-user";
import { findSessionUser } from "./find-session-user";
import { safeRedirectPath } from "./safe-redirect";
import { readSessionToken } from "./session-cookie";

// The one signed-in check, called inside every protected page, route handler, server action and
// data function (the proxy never authorises). Read once per request.

export type { CurrentUser } from "./current-user";

/** Set by proxy.ts on page requests: the path and query the visitor asked for. */
export const requestPathHeader = "x-vitae-path";

export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const token = await readSessionToken();
  return token ? findSessionUser(token) : null;
});

/** For route handlers, server actions and data functions: the user, or AppError("Unauthorized"). */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw new AppError("Unauthorized");
  return user;
}

/** For pages: the user, or a redirect to /auth/login?redirect=<the current path and query>. */
export async function requireUserOrRedirect(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (user) return user;
  const requested = safeRedirectPath((await headers()).get(requestPathHeader)) ?? "/dashboard/resumes";
  return redirect({ href: { pathname: "/auth/login", query: { redirect: requested } }, locale: await getLocale() });
}
