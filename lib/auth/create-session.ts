import "server-only";
import { db } from "@/lib/db";
import { sessionMaxAgeSeconds } from "./cookies";
import { randomToken } from "./secret-tokens";

// Password (+ two-factor) sign-ins make their Session row here, the same row Auth.js makes for a
// social sign-in, so that every session can be listed and ended server-side.

export type SessionTicket = { token: string; expires: Date };

export async function createSession(userId: string): Promise<SessionTicket> {
  const prisma = await db();
  const token = randomToken();
  const expires = new Date(Date.now() + sessionMaxAgeSeconds * 1000);
  await prisma.session.create({ data: { sessionToken: token, userId, expires } });
  await prisma.secrets.updateMany({ where: { userId }, data: { lastSignedIn: new Date() } });
  return { token, expires };
}

/** Ends one session (logout). Unknown tokens are fine: the outcome is the same. */
export async function endSession(token: string): Promise<void> {
  const prisma = await db();
  await prisma.session.deleteMany({ where: { sessionToken: token } });
}

/** Ends every session of a user, except the one named (a password change keeps the current one). */
export async function endAllSessions(userId: string, { except }: { except?: string } = {}): Promise<number> {
  const prisma = await db();
  const result = await prisma.session.deleteMany({
    where: { userId, ...(except ? { sessionToken: { not: except } } : {}) },
  });
  return result.count;
}
