import "server-only";
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { hashPassword, verifyPassword } from "./password";

// Ten single-use backup codes of ten characters, shown once and stored hashed with the password hash
// (Argon2id). The alphabet leaves out look-alikes (0/o, 1/l/i) so that codes copied by hand work.

export const backupCodeCount = 10;
export const backupCodeLength = 10;
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";

export function generateBackupCodes(): string[] {
  return Array.from({ length: backupCodeCount }, () =>
    Array.from({ length: backupCodeLength }, () => alphabet[randomInt(alphabet.length)]).join(""),
  );
}

export function hashBackupCodes(codes: string[]): Promise<string[]> {
  return Promise.all(codes.map((code) => hashPassword(code)));
}

/**
 * Uses up a backup code: true when it matched one not used before. The removal is one conditional
 * UPDATE, so two requests racing with the same code cannot both succeed.
 */
export async function consumeBackupCode(userId: string, code: string): Promise<boolean> {
  const prisma = await db();
  const secrets = await prisma.secrets.findUnique({ where: { userId }, select: { twoFactorBackupCodes: true } });
  const normalised = code.trim().toLowerCase();
  for (const storedHash of secrets?.twoFactorBackupCodes ?? []) {
    if (!(await verifyPassword(storedHash, normalised))) continue;
    const removed = await prisma.$executeRaw`
      UPDATE "Secrets" SET "twoFactorBackupCodes" = array_remove("twoFactorBackupCodes", ${storedHash}), "updatedAt" = now()
      WHERE "userId" = ${userId} AND ${storedHash} = ANY("twoFactorBackupCodes")`;
    return removed === 1;
  }
  return false;
}
