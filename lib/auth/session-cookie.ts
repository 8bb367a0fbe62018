import "server-only";
import { cookies } from "next/headers";
import { config } from "@/lib/config";
import { authCookieNames, authCookieOptions, pendingTwoFactorMaxAgeSeconds, usesSecureCookies } from "./cookies";
import type { SessionTicket } from "./create-session";

// The session cookie (the same name Auth.js uses, see auth.config.ts) and the short-lived cookie that
// carries a password sign-in waiting for its second factor. Route handlers only.

const secure = usesSecureCookies({ APP_URL: config.APP_URL, NODE_ENV: config.NODE_ENV });
const names = authCookieNames(secure);
const options = authCookieOptions(secure);

export async function readSessionToken(): Promise<string | null> {
  return (await cookies()).get(names.session)?.value ?? null;
}

export async function setSessionCookie(ticket: SessionTicket): Promise<void> {
  (await cookies()).set(names.session, ticket.token, { ...options, expires: ticket.expires });
}

export async function clearSessionCookie(): Promise<void> {
  (await cookies()).set(names.session, "", { ...options, maxAge: 0 });
}

export async function readPendingTwoFactor(): Promise<string | null> {
  return (await cookies()).get(names.pendingTwoFactor)?.value ?? null;
}

export async function setPendingTwoFactorCookie(value: string): Promise<void> {
  (await cookies()).set(names.pendingTwoFactor, value, { ...options, maxAge: pendingTwoFactorMaxAgeSeconds });
}

export async function clearPendingTwoFactorCookie(): Promise<void> {
  (await cookies()).set(names.pendingTwoFactor, "", { ...options, maxAge: 0 });
}
