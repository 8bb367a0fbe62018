import "server-only";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { AppError } from "@/core/errors";
import { createSession, type SessionTicket } from "./create-session";
import { currentUserInclude, toCurrentUser, type CurrentUser } from "./current-user";
import { sendVerificationEmail } from "./email-verification";
import { hashPassword } from "./password";
import { isBreachedPassword } from "./breached-passwords";
import { isPasswordTooGuessable } from "@/core/auth/password-policy";
import type { RegisterInput } from "./schemas";
import { consumeAttempt, throttleRules } from "@/lib/throttle/throttle";

/**
 * POST /api/auth/register: creates the account (email and username already lower-cased by the
 * schema), mails the verification link and signs the new user in.
 */
export async function registerUser(
  input: RegisterInput,
  { address }: { address: string },
): Promise<{ user: CurrentUser; session: SessionTicket }> {
  if (config.FLAG_SIGNUPS_DISABLED) throw new AppError("SignupsDisabled");
  if (config.FLAG_EMAIL_AUTH_DISABLED) throw new AppError("EmailAuthDisabled");
  if (
    isBreachedPassword(input.password) ||
    isPasswordTooGuessable(input.password, [input.name, input.email, input.username])
  ) {
    throw new AppError("ValidationFailed", { fields: { password: ["passwordTooCommon"] } });
  }
  await consumeAttempt(throttleRules.accountActionsPerAddress, `register:${address}`);

  const prisma = await db();
  await assertAvailable(input.email, input.username);
  const password = await hashPassword(input.password);
  let created;
  try {
    created = await prisma.user.create({
      data: {
        name: input.name,
        email: input.email,
        username: input.username,
        provider: "email",
        secrets: { create: { password } },
      },
      include: currentUserInclude,
    });
  } catch (error) {
    // Another registration took the email or username between the check and the insert.
    if (isUniqueViolation(error)) await assertAvailable(input.email, input.username);
    throw error;
  }

  try {
    await sendVerificationEmail(created);
  } catch (error) {
    // The account exists either way; the user can ask for the mail again from the verify page.
    console.error("[auth] verification mail failed", error);
  }
  const session = await createSession(created.id);
  return { user: toCurrentUser(created), session };
}

async function assertAvailable(email: string, username: string) {
  const prisma = await db();
  const clash = await prisma.user.findFirst({
    where: { OR: [{ email }, { username }] },
    select: { email: true, username: true },
  });
  if (!clash) return;
  const fields: Record<string, string[]> = {};
  if (clash.email === email) fields.email = ["emailTaken"];
  if (clash.username === username) fields.username = ["usernameTaken"];
  throw new AppError("UserAlreadyExists", { fields });
}
