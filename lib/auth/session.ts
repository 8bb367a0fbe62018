import "server-only";
import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import { redirect } from "@/core/i18n/navigation";
import type { CurrentUser } from "./current-user";
import { getCurrentUser } from "./require-user";
import { safeRedirectPath } from "@/core/auth/safe-redirect";

// The signed-in check for pages; the one for handlers and data functions is in require-user.ts.

export type { CurrentUser } from "./current-user";
export { getCurrentUser, requireUser } from "./require-user";

/** Set by proxy.ts on page requests: the path and query the visitor asked for. */
export const requestPathHeader = "x-vitae-path";

/** For pages: the user, or a redirect to /auth/login?redirect=<the current path and query>. */
export async function requireUserOrRedirect(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (user) return user;
  const requested = safeRedirectPath((await headers()).get(requestPathHeader)) ?? "/dashboard/resumes";
  return redirect({ href: { pathname: "/auth/login", query: { redirect: requested } }, locale: await getLocale() });
}
