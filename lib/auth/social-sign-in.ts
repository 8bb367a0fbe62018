import "server-only";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import type { ErrorCode } from "@/core/errors";
import { createPendingTwoFactor } from "./pending-two-factor";
import { safeRedirectPath } from "@/core/auth/safe-redirect";
import { getCurrentUser } from "./session";
import { setPendingTwoFactorCookie } from "./session-cookie";

// What happens around a social / OpenID sign-in, in terms of the /auth/callback page's `status`:
//   authenticated  signed in; the page loads the user and goes to `redirect` (or /dashboard)
//   2fa_required   the account has two-factor on: the page goes to /auth/verify-otp
//   error          refused; `code` is an ErrorCode (OAuthUser, SignupsDisabled, Forbidden, SomethingWentWrong)

export function callbackPath(
  status: "authenticated" | "2fa_required" | "error",
  extra: { code?: ErrorCode; redirect?: string | null } = {},
): string {
  const query = new URLSearchParams({ status });
  if (extra.code) query.set("code", extra.code);
  const redirect = safeRedirectPath(extra.redirect);
  if (redirect) query.set("redirect", redirect);
  return `/auth/callback?${query}`;
}

/**
 * Auth.js's signIn callback for OAuth / OpenID: true lets Auth.js create the session, a path sends
 * the browser there instead. An unknown provider account whose email belongs to an existing account is
 * never linked silently (OAuthUser): the owner signs in with their password and links it from there.
 */
export async function authorizeSocialSignIn({
  provider,
  providerAccountId,
  email,
}: {
  provider: string;
  providerAccountId: string;
  email: string | null | undefined;
}): Promise<true | string> {
  const prisma = await db();
  const linked = await prisma.account.findUnique({
    where: { provider_providerAccountId: { provider, providerAccountId } },
    select: { user: { select: { id: true, twoFactorEnabled: true } } },
  });
  if (linked) {
    if (!linked.user.twoFactorEnabled) return true;
    await setPendingTwoFactorCookie(createPendingTwoFactor(linked.user.id));
    return callbackPath("2fa_required");
  }
  // Signed in already: Auth.js links this provider to the current account, which is what they asked for.
  if (await getCurrentUser()) return true;
  if (!email) return callbackPath("error", { code: "SomethingWentWrong" });
  const existing = await prisma.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } });
  if (existing) return callbackPath("error", { code: "OAuthUser" });
  if (config.FLAG_SIGNUPS_DISABLED) return callbackPath("error", { code: "SignupsDisabled" });
  return true;
}

/** Auth.js's error codes (pages.error) as the callback page's error codes. */
export function callbackPathForAuthError(error: string | null): string {
  const code: ErrorCode =
    error === "OAuthAccountNotLinked" ? "OAuthUser" : error === "AccessDenied" ? "Forbidden" : "SomethingWentWrong";
  return callbackPath("error", { code });
}
