import "server-only";
import { endSession } from "./create-session";
import { clearPendingTwoFactorCookie, clearSessionCookie, readSessionToken } from "./session-cookie";

/** Deletes this browser's Session row and clears the cookies; signed out already is fine too. */
export async function signOutCurrentSession(): Promise<void> {
  const token = await readSessionToken();
  if (token) await endSession(token);
  await clearSessionCookie();
  await clearPendingTwoFactorCookie();
}
