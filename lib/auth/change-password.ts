import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { endAllSessions } from "./create-session";
import type { CurrentUser } from "./current-user";
import { hashPassword, verifyPassword } from "./password";
import { isBreachedPassword } from "./breached-passwords";
import { isPasswordTooGuessable } from "@/core/auth/password-policy";
import { clearFailures, consumeAttempt, throttleRules } from "@/lib/throttle/throttle";

/**
 * POST /api/user/me/password: the current password is required; the new one follows the password
 * rule. Every other session of the account ends (the one making the change stays signed in).
 */
export async function changePassword(
  user: CurrentUser,
  {
    currentPassword,
    newPassword,
    sessionToken,
  }: { currentPassword: string; newPassword: string; sessionToken: string | null },
): Promise<void> {
  const prisma = await db();
  const secrets = await prisma.secrets.findUnique({ where: { userId: user.id }, select: { password: true } });
  if (!secrets?.password) throw new AppError("OAuthUser");
  const key = `user:${user.id}`;
  await consumeAttempt(throttleRules.signInAccount, key);
  if (!(await verifyPassword(secrets.password, currentPassword))) {
    throw new AppError("InvalidCredentials", { fields: { currentPassword: ["passwordIncorrect"] } });
  }
  await clearFailures(throttleRules.signInAccount, key);
  if (isBreachedPassword(newPassword) || isPasswordTooGuessable(newPassword, [user.name, user.email, user.username])) {
    throw new AppError("ValidationFailed", { fields: { newPassword: ["passwordTooCommon"] } });
  }
  await prisma.secrets.update({ where: { userId: user.id }, data: { password: await hashPassword(newPassword) } });
  await endAllSessions(user.id, { except: sessionToken ?? undefined });
}
