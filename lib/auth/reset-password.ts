import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { endAllSessions } from "./create-session";
import { hashPassword } from "./password";
import { isBreachedPassword } from "./breached-passwords";
import { isPasswordTooGuessable } from "@/core/auth/password-policy";
import { hashToken } from "./secret-tokens";
import { clearFailures, throttleRules } from "@/lib/throttle/throttle";

/** POST /api/auth/reset-password: sets the new password, spends the token and ends every session. */
export async function resetPassword({ token, password }: { token: string; password: string }): Promise<void> {
  const prisma = await db();
  const tokenHash = hashToken(token);
  const secrets = await prisma.secrets.findUnique({
    where: { resetToken: tokenHash },
    include: {
      user: { select: { id: true, name: true, email: true, username: true, provider: true, emailVerified: true } },
    },
  });
  if (!secrets || !secrets.resetTokenExpires || secrets.resetTokenExpires.getTime() <= Date.now())
    throw new AppError("InvalidResetToken");
  const { user } = secrets;
  if (!secrets.password && user.provider !== "email") throw new AppError("OAuthUser");
  if (isBreachedPassword(password) || isPasswordTooGuessable(password, [user.name, user.email, user.username])) {
    throw new AppError("ValidationFailed", { fields: { password: ["passwordTooCommon"] } });
  }

  const passwordHash = await hashPassword(password);
  const claimed = await prisma.secrets.updateMany({
    where: { resetToken: tokenHash, resetTokenExpires: { gt: new Date() } },
    data: { resetToken: null, resetTokenExpires: null, password: passwordHash },
  });
  if (claimed.count !== 1) throw new AppError("InvalidResetToken");
  await endAllSessions(user.id);
  await clearFailures(throttleRules.signInAccount, `user:${user.id}`);
  // Following the mailed link proves the address, too.
  if (!user.emailVerified) await prisma.user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
}
