import "server-only";
import { db } from "@/lib/db";
import { openSecret } from "./secret-box";
import { matchTotp } from "./totp";

/**
 * Checks a user's current TOTP code and records its time step, so the same code (or an older one)
 * is refused afterwards. The record is a conditional UPDATE: two requests racing with one code
 * cannot both pass.
 */
export async function spendTwoFactorCode(userId: string, code: string): Promise<boolean> {
  const prisma = await db();
  const secrets = await prisma.secrets.findUnique({
    where: { userId },
    select: { twoFactorSecret: true, twoFactorLastUsedStep: true },
  });
  const secret = secrets?.twoFactorSecret ? openSecret(secrets.twoFactorSecret) : null;
  if (!secrets || !secret) return false;
  const step = await matchTotp(secret, code, { lastUsedStep: secrets.twoFactorLastUsedStep });
  if (step === null) return false;
  const claimed = await prisma.secrets.updateMany({
    where: { userId, OR: [{ twoFactorLastUsedStep: null }, { twoFactorLastUsedStep: { lt: step } }] },
    data: { twoFactorLastUsedStep: step },
  });
  return claimed.count === 1;
}
