import "server-only";
import { hashToken } from "@/lib/auth/secret-tokens";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import type { GuestSession } from "@/lib/db/generated/client";

const hourMs = 60 * 60 * 1000;

/** When a session used now expires: GUEST_SESSION_IDLE_DAYS without use. */
export function guestSessionExpiry(now = Date.now()): Date {
  return new Date(now + config.GUEST_SESSION_IDLE_DAYS * 24 * hourMs);
}

/**
 * The live guest session a token belongs to, or null (unknown, expired or ended). Use keeps it alive:
 * the expiry slides forward, written at most once an hour so that every autosave is not a second write.
 */
export async function findGuestSession(token: string): Promise<GuestSession | null> {
  const prisma = await db();
  const session = await prisma.guestSession.findUnique({ where: { tokenHash: hashToken(token) } });
  const now = Date.now();
  if (!session || session.expiresAt.getTime() <= now) return null;
  if (now - session.lastSeenAt.getTime() > hourMs) {
    const touched = { lastSeenAt: new Date(now), expiresAt: guestSessionExpiry(now) };
    await prisma.guestSession.updateMany({ where: { id: session.id }, data: touched });
    return { ...session, ...touched };
  }
  return session;
}
