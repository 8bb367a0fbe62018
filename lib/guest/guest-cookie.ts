import "server-only";
import { authCookieNames, authCookieOptions, usesSecureCookies } from "@/lib/auth/cookies";
import { config } from "@/lib/config";

// The guest's cookie: an opaque random token (only its hash is stored), httpOnly and SameSite=Lax,
// Secure whenever the session cookie is. Read from the request (route handlers) or from
// next/headers' cookies() (pages): both answer `get(name)`.

const secure = usesSecureCookies({ APP_URL: config.APP_URL, NODE_ENV: config.NODE_ENV });

export const guestCookieName = `${secure ? "__Secure-" : ""}vitae.guest`;

export type CookieReader = { get(name: string): { value: string } | undefined };

export function guestCookieOptions(expires: Date) {
  return { ...authCookieOptions(secure), expires };
}

/** A cleared guest cookie, for the response that ends the guest session. */
export const expiredGuestCookieOptions = { ...authCookieOptions(secure), maxAge: 0 };

export function readGuestToken(cookies: CookieReader): string | null {
  const value = cookies.get(guestCookieName)?.value ?? "";
  // Our tokens are 43 base64url characters; anything else is not worth a database query.
  return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/** The signed-in session's token, if the request carries one (it is checked by findSessionUser). */
export function readSignedInToken(cookies: CookieReader): string | null {
  return cookies.get(authCookieNames(secure).session)?.value || null;
}
