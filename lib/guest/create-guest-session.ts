import "server-only";
import { randomToken, hashToken } from "@/lib/auth/secret-tokens";
import { consumeAttempt, type ThrottleRule } from "@/lib/throttle/throttle";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { findGuestSession, guestSessionExpiry } from "./find-guest-session";

/** New guest sessions per client address: enough for a household or an office, not for a script. */
export const guestSessionRule: ThrottleRule = {
  name: "guest-sessions-address",
  freeAttempts: config.GUEST_SESSIONS_PER_ADDRESS_PER_HOUR,
  windowSeconds: 60 * 60,
  firstBlockSeconds: 10 * 60,
  maxBlockSeconds: 6 * 60 * 60,
};

export type StartedGuestSession = { token: string; expiresAt: Date; created: boolean };

/**
 * One guest session per browser: a live session named by the browser's cookie is kept (and its
 * cookie renewed); otherwise a new one is made, counted against the client address's hourly limit
 * (TooManyRequests past it). The token is 256 random bits; only its SHA-256 is stored.
 */
export async function createGuestSession({
  existingToken,
  clientAddress,
}: {
  existingToken: string | null;
  clientAddress: string;
}): Promise<StartedGuestSession> {
  const existing = existingToken ? await findGuestSession(existingToken) : null;
  if (existing && existingToken) return { token: existingToken, expiresAt: existing.expiresAt, created: false };
  await consumeAttempt(guestSessionRule, clientAddress);
  const token = randomToken();
  const expiresAt = guestSessionExpiry();
  await (await db()).guestSession.create({ data: { tokenHash: hashToken(token), expiresAt } });
  return { token, expiresAt, created: true };
}
