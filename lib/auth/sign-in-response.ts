import "server-only";
import { NextResponse } from "next/server";
import { endSession, type SessionTicket } from "./create-session";
import type { CurrentUser } from "./current-user";
import {
  clearPendingTwoFactorCookie,
  readSessionToken,
  setPendingTwoFactorCookie,
  setSessionCookie,
} from "./session-cookie";

export type SignInStep =
  | { status: "authenticated"; user: CurrentUser; session: SessionTicket }
  | { status: "2fa_required"; pendingTwoFactor: string };

/**
 * The answer of every sign-in route: { status: "authenticated", user } with the session cookie set
 * (any earlier session of this browser ended), or { status: "2fa_required" } with the pending cookie.
 */
export async function signInResponse(step: SignInStep): Promise<NextResponse> {
  if (step.status === "2fa_required") {
    await setPendingTwoFactorCookie(step.pendingTwoFactor);
    return NextResponse.json({ status: "2fa_required" });
  }
  const previous = await readSessionToken();
  if (previous) await endSession(previous);
  await setSessionCookie(step.session);
  await clearPendingTwoFactorCookie();
  return NextResponse.json({ status: "authenticated", user: step.user });
}
