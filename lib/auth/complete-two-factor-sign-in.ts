import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { consumeBackupCode } from "./backup-codes";
import { createSession, type SessionTicket } from "./create-session";
import { currentUserInclude, toCurrentUser, type CurrentUser } from "./current-user";
import { readPendingTwoFactor } from "./pending-two-factor";
import { clearFailures, consumeAttempt, throttleRules } from "@/lib/throttle/throttle";
import { spendTwoFactorCode } from "./spend-two-factor-code";

/**
 * POST /api/auth/verify-otp and /api/auth/backup-otp: the second step of a sign-in whose first step
 * left a pending-two-factor cookie. A wrong code counts towards the two-factor throttle.
 */
export async function completeTwoFactorSignIn({
  pendingTwoFactor,
  code,
  kind,
}: {
  pendingTwoFactor: string | null;
  code: string;
  kind: "totp" | "backup";
}): Promise<{ status: "authenticated"; user: CurrentUser; session: SessionTicket }> {
  const userId = readPendingTwoFactor(pendingTwoFactor);
  // No sign-in is waiting (never started, expired, or forged): start again from the password.
  if (!userId) throw new AppError("Unauthorized");
  const key = `user:${userId}`;
  await consumeAttempt(throttleRules.twoFactor, key);

  const isValid = kind === "totp" ? await spendTwoFactorCode(userId, code) : await consumeBackupCode(userId, code);
  if (!isValid) throw new AppError(kind === "totp" ? "InvalidTwoFactorCode" : "InvalidTwoFactorBackupCode");
  await clearFailures(throttleRules.twoFactor, key);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { id: userId }, include: currentUserInclude });
  if (!user?.twoFactorEnabled) throw new AppError("TwoFactorNotEnabled");
  return { status: "authenticated", user: toCurrentUser(user), session: await createSession(userId) };
}
