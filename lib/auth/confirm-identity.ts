import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "./current-user";
import { verifyPassword } from "./password";
import type { ConfirmIdentityInput } from "./schemas";
import { safeEqual } from "./secret-tokens";
import { clearFailures, consumeAttempt, throttleRules } from "./throttle";
import { spendTwoFactorCode } from "./spend-two-factor-code";

/**
 * A signed-in user proves it is really them before something irreversible (disabling two-factor,
 * deleting the account): a current two-factor code, or the password. An account with neither (social
 * sign-in only, no two-factor) types its username instead. Failures are throttled like sign-ins.
 */
export async function confirmIdentity(user: CurrentUser, input: ConfirmIdentityInput): Promise<void> {
  const codeKey = `user:${user.id}`;
  if (input.code) {
    if (!user.twoFactorEnabled) throw new AppError("TwoFactorNotEnabled");
    await consumeAttempt(throttleRules.twoFactor, codeKey);
    if (await spendTwoFactorCode(user.id, input.code)) return clearFailures(throttleRules.twoFactor, codeKey);
    throw new AppError("InvalidTwoFactorCode", { fields: { code: ["codeInvalid"] } });
  }

  if (input.password) {
    const prisma = await db();
    const secrets = await prisma.secrets.findUnique({ where: { userId: user.id }, select: { password: true } });
    if (!secrets?.password) throw new AppError("OAuthUser");
    await consumeAttempt(throttleRules.signInAccount, codeKey);
    if (await verifyPassword(secrets.password, input.password)) return clearFailures(throttleRules.signInAccount, codeKey);
    throw new AppError("InvalidCredentials", { fields: { password: ["passwordIncorrect"] } });
  }

  if (input.username !== undefined && !user.hasPassword && !user.twoFactorEnabled) {
    if (safeEqual(input.username, user.username)) return;
    throw new AppError("ValidationFailed", { fields: { username: ["usernameMismatch"] } });
  }

  const needed = user.twoFactorEnabled ? ["code", "password"] : user.hasPassword ? ["password"] : ["username"];
  throw new AppError("ValidationFailed", { fields: Object.fromEntries(needed.map((field) => [field, [`${field}Required`]])) });
}
