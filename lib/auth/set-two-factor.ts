import "server-only";
import { db } from "@/lib/db";

/** What an enabled two-factor keeps: the sealed secret, the backup codes' hashes, the last code's step. */
export type TwoFactorSecrets = { sealedSecret: string; backupCodeHashes: string[]; lastUsedStep: number };

/**
 * Writes a user's two-factor secrets and flag in one transaction: with `secrets` it is on, with null
 * it is off and the secret and backup codes are forgotten. Either way no setup is left pending.
 */
export async function setTwoFactor(userId: string, secrets: TwoFactorSecrets | null): Promise<void> {
  const prisma = await db();
  await prisma.$transaction([
    prisma.secrets.update({
      where: { userId },
      data: {
        twoFactorSecret: secrets?.sealedSecret ?? null,
        twoFactorPendingSecret: null,
        twoFactorBackupCodes: secrets?.backupCodeHashes ?? [],
        twoFactorLastUsedStep: secrets?.lastUsedStep ?? null,
      },
    }),
    prisma.user.update({ where: { id: userId }, data: { twoFactorEnabled: secrets !== null } }),
  ]);
}
