import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { confirmRecentIdentity } from "./confirm-identity";
import type { CurrentUser } from "./current-user";
import { sealSecret } from "./secret-box";
import { newTotpSecret, totpUri } from "./totp";

// The two-factor dialog's "create" step (spec accounts §4): a provisioning URI for the QR code.

/** POST /api/auth/2fa/setup: after the password, a new pending secret (replacing any earlier, unconfirmed one). */
export async function setupTwoFactor(
  user: CurrentUser,
  { password }: { password?: string | undefined },
): Promise<{ uri: string }> {
  if (user.twoFactorEnabled) throw new AppError("TwoFactorAlreadyEnabled");
  await confirmRecentIdentity(user, { password });
  const prisma = await db();
  const secret = newTotpSecret();
  const sealed = sealSecret(secret);
  await prisma.secrets.upsert({
    where: { userId: user.id },
    create: { userId: user.id, twoFactorPendingSecret: sealed },
    update: { twoFactorPendingSecret: sealed },
  });
  return { uri: totpUri(secret, user.email) };
}
