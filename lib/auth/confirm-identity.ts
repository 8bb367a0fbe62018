import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import type { CurrentUser } from "./current-user";
import { verifyPassword } from "./password";
import type { ConfirmIdentityInput } from "./schemas";
import { safeEqual } from "./secret-tokens";
import { readSessionToken } from "./session-cookie";
import { clearFailures, consumeAttempt, throttleRules } from "@/lib/throttle/throttle";
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

  if (input.password) return confirmPassword(user, input.password);

  if (input.username !== undefined && !user.hasPassword && !user.twoFactorEnabled) {
    if (safeEqual(input.username, user.username)) return;
    throw new AppError("ValidationFailed", { fields: { username: ["usernameMismatch"] } });
  }

  const needed = user.twoFactorEnabled ? ["code", "password"] : user.hasPassword ? ["password"] : ["username"];
  throw new AppError("ValidationFailed", {
    fields: Object.fromEntries(needed.map((field) => [field, [`${field}Required`]])),
  });
}

/** A session younger than this counts as a fresh sign-in for accounts without a password. */
export const recentSignInSeconds = 5 * 60;

/** The password, checked under the same per-account throttle as sign-in. */
async function confirmPassword(user: CurrentUser, password: string): Promise<void> {
  const key = `user:${user.id}`;
  const prisma = await db();
  const secrets = await prisma.secrets.findUnique({ where: { userId: user.id }, select: { password: true } });
  if (!secrets?.password) throw new AppError("OAuthUser");
  await consumeAttempt(throttleRules.signInAccount, key);
  if (await verifyPassword(secrets.password, password)) return clearFailures(throttleRules.signInAccount, key);
  throw new AppError("InvalidCredentials", { fields: { password: ["passwordIncorrect"] } });
}

/**
 * Before changing how the account signs in (setting up or enabling two-factor): the password, or for
 * an account without one (social sign-in) a session started in the last five minutes. A stolen
 * session alone must not be able to enrol its own authenticator and lock the owner out.
 */
export async function confirmRecentIdentity(
  user: CurrentUser,
  input: { password?: string | undefined },
): Promise<void> {
  if (user.hasPassword) {
    if (!input.password) throw new AppError("ValidationFailed", { fields: { password: ["passwordRequired"] } });
    return confirmPassword(user, input.password);
  }
  const token = await readSessionToken();
  const prisma = await db();
  const session = token
    ? await prisma.session.findUnique({ where: { sessionToken: token }, select: { userId: true, createdAt: true } })
    : null;
  const age = session && session.userId === user.id ? (Date.now() - session.createdAt.getTime()) / 1000 : Infinity;
  if (age > recentSignInSeconds) throw new AppError("RecentSignInRequired");
}
