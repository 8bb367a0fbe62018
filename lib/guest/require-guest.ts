import "server-only";
import { findSessionUser } from "@/lib/auth/find-session-user";
import type { GuestSession } from "@/lib/db/generated/client";
import { AppError } from "@/core/errors";
import { readGuestToken, readSignedInToken, type CookieReader } from "./guest-cookie";
import { findGuestSession } from "./find-guest-session";

/**
 * For the guest routes: the live guest session of this browser, or Unauthorized. A signed-in user is
 * never treated as a guest (Forbidden, reason signed_in), even with a guest cookie left over.
 */
export async function requireGuest(cookies: CookieReader): Promise<GuestSession> {
  await assertNotSignedIn(cookies);
  const token = readGuestToken(cookies);
  const session = token ? await findGuestSession(token) : null;
  if (!session) throw new AppError("Unauthorized", { details: { reason: "guest_session_required" } });
  return session;
}

export async function assertNotSignedIn(cookies: CookieReader): Promise<void> {
  const signedInToken = readSignedInToken(cookies);
  if (signedInToken && (await findSessionUser(signedInToken)))
    throw new AppError("Forbidden", { details: { reason: "signed_in" } });
}
