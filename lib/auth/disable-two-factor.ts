import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { confirmIdentity } from "./confirm-identity";
import type { CurrentUser } from "./current-user";
import type { ConfirmIdentityInput } from "./schemas";

/**
 * POST /api/auth/2fa/disable: needs a current code or the password, then forgets the secret and the
 * backup codes.
 */
export async function disableTwoFactor(user: CurrentUser, confirmation: ConfirmIdentityInput): Promise<void> {
  if (!user.twoFactorEnabled) throw new AppError("TwoFactorNotEnabled");
  await confirmIdentity(user, confirmation);
  const prisma = await db();
  await prisma.$transaction([
    prisma.secrets.update({
      where: { userId: user.id },
      data: {
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorBackupCodes: [],
        twoFactorLastUsedStep: null,
      },
    }),
    prisma.user.update({ where: { id: user.id }, data: { twoFactorEnabled: false } }),
  ]);
}
