import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { generateBackupCodes, hashBackupCodes } from "./backup-codes";
import { confirmRecentIdentity } from "./confirm-identity";
import type { CurrentUser } from "./current-user";
import { openSecret } from "./secret-box";
import { setTwoFactor } from "./set-two-factor";
import { clearFailures, consumeAttempt, throttleRules } from "@/lib/throttle/throttle";
import { matchTotp } from "./totp";

// The two-factor dialog's "update" step: a first code confirms the pending secret, and the backup
// codes are returned this once (only their hashes are kept).

/**
 * POST /api/auth/2fa/enable: the password again (a session alone could have made the pending secret's
 * setup call), then the first code proves the authenticator works; returns 10 backup codes.
 */
export async function enableTwoFactor(
  user: CurrentUser,
  { code, password }: { code: string; password?: string | undefined },
): Promise<{ backupCodes: string[] }> {
  if (user.twoFactorEnabled) throw new AppError("TwoFactorAlreadyEnabled");
  await confirmRecentIdentity(user, { password });
  const prisma = await db();
  const secrets = await prisma.secrets.findUnique({
    where: { userId: user.id },
    select: { twoFactorPendingSecret: true },
  });
  const pendingSealed = secrets?.twoFactorPendingSecret ?? null;
  const secret = pendingSealed ? openSecret(pendingSealed) : null;
  // Enabling without a setup first: the dialog starts over at "create".
  if (!pendingSealed || !secret) throw new AppError("TwoFactorNotEnabled");

  const key = `user:${user.id}`;
  await consumeAttempt(throttleRules.twoFactor, key);
  const step = await matchTotp(secret, code);
  if (step === null) throw new AppError("InvalidTwoFactorCode", { fields: { code: ["codeInvalid"] } });
  await clearFailures(throttleRules.twoFactor, key);

  const backupCodes = generateBackupCodes();
  const hashes = await hashBackupCodes(backupCodes);
  // The code that enabled two-factor counts as used: it cannot also sign in.
  await setTwoFactor(user.id, { sealedSecret: pendingSealed, backupCodeHashes: hashes, lastUsedStep: step });
  return { backupCodes };
}
