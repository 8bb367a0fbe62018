import "server-only";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { isDemoAccount } from "@/lib/auth/demo-accounts";
import { AppError } from "@/core/errors";
import { createSession, type SessionTicket } from "./create-session";
import { currentUserInclude, toCurrentUser, type CurrentUser } from "./current-user";
import { hashPassword, verifyPassword } from "./password";
import { createPendingTwoFactor } from "./pending-two-factor";
import type { LoginInput } from "./schemas";
import { randomToken } from "./secret-tokens";
import { clearFailures, consumeAttempt, giveBackAttempt, throttleRules } from "@/lib/throttle/throttle";

export type PasswordSignInResult =
  | { status: "authenticated"; user: CurrentUser; session: SessionTicket }
  | { status: "2fa_required"; pendingTwoFactor: string };

// An unknown identifier is checked against this hash so that it costs the same Argon2 time as a
// known one: the answer and its timing do not tell whether an account exists. Made at start-up.
const dummyHash = hashPassword(randomToken());

/**
 * POST /api/auth/login: identifier (email when it contains @, otherwise username) and password.
 * Throttled per account and per client address, with growing blocks. `isLoopback` says whether the
 * request came from this machine (judged by the socket, lib/auth/client-address.ts): the demo accounts,
 * whose password is published, sign in only from there.
 */
export async function signInWithPassword(
  input: LoginInput,
  { address, isLoopback = false }: { address: string; isLoopback?: boolean },
): Promise<PasswordSignInResult> {
  if (config.FLAG_EMAIL_AUTH_DISABLED) throw new AppError("EmailAuthDisabled");

  const prisma = await db();
  const where = input.identifier.includes("@") ? { email: input.identifier } : { username: input.identifier };
  const user = await prisma.user.findUnique({ where, include: { ...currentUserInclude } });
  // Which accounts are demo accounts is public (README), so saying so reveals nothing.
  if (user && !isLoopback && isDemoAccount(user)) throw new AppError("DemoAccountLocalOnly");
  // A known account is throttled by id, so its email and its username share one count.
  const accountKey = user ? `user:${user.id}` : `identifier:${input.identifier}`;
  // Both attempts are counted before the password is checked (and given back on success), so parallel
  // guesses cannot all slip past a limit that only failures already recorded would enforce.
  await consumeAttempt(throttleRules.signInAddress, address);
  await consumeAttempt(throttleRules.signInAccount, accountKey);

  const storedHash = user?.secrets?.password ?? null;
  const isValid = await verifyPassword(storedHash ?? (await dummyHash), input.password);
  if (!user || !storedHash || !isValid) {
    // An account made by social sign-in has no password to compare: the spec names it OAuthUser.
    if (user && !storedHash && user.provider !== "email") throw new AppError("OAuthUser");
    throw new AppError("InvalidCredentials");
  }
  await clearFailures(throttleRules.signInAccount, accountKey);
  await giveBackAttempt(throttleRules.signInAddress, address);

  if (user.twoFactorEnabled) return { status: "2fa_required", pendingTwoFactor: createPendingTwoFactor(user.id) };
  return { status: "authenticated", user: toCurrentUser(user), session: await createSession(user.id) };
}
