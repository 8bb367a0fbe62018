import "server-only";
import { z } from "zod";
import { pendingTwoFactorMaxAgeSeconds } from "./cookies";
import { hmac, safeEqual } from "./secret-tokens";

// A sign-in that passed its first factor and waits for a code lives only in a short-lived, signed,
// httpOnly cookie: the browser holds it but cannot forge or read it into another account.

const purpose = "pending-two-factor";
const payloadSchema = z.object({ userId: z.string().min(1), expiresAt: z.number().int() });

export function createPendingTwoFactor(userId: string, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ userId, expiresAt: now + pendingTwoFactorMaxAgeSeconds * 1000 }),
  ).toString("base64url");
  return `${payload}.${hmac(purpose, payload)}`;
}

/** The waiting user's id, or null for a missing, forged or expired value. */
export function readPendingTwoFactor(value: string | null | undefined, now = Date.now()): string | null {
  if (!value) return null;
  const [payload, signature] = value.split(".");
  if (!payload || !signature || !safeEqual(signature, hmac(purpose, payload))) return null;
  let parsed: z.infer<typeof payloadSchema>;
  try {
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    return null;
  }
  return parsed.expiresAt > now ? parsed.userId : null;
}
