import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { renderMail, appLink } from "@/lib/mail/templates";
import { sendMail } from "@/lib/mail/send-mail";
import type { CurrentUser } from "./current-user";
import { hashToken, randomToken } from "./secret-tokens";
import { consumeAttempt, throttleRules } from "@/lib/throttle/throttle";

// Email verification: a random token mailed as a link, stored only as its hash, valid 24 hours, once.

export const verificationTokenTtlMs = 24 * 60 * 60 * 1000;

type Recipient = { id: string; email: string; name: string; locale: string };

/** Issues a new token (the previous one stops working) and mails the link. */
export async function sendVerificationEmail(user: Recipient): Promise<void> {
  const prisma = await db();
  const token = randomToken();
  const fields = {
    verificationToken: hashToken(token),
    verificationTokenExpires: new Date(Date.now() + verificationTokenTtlMs),
  };
  await prisma.secrets.upsert({ where: { userId: user.id }, create: { userId: user.id, ...fields }, update: fields });
  const link = appLink(user.locale, "/auth/verify-email", { token });
  await sendMail(await renderMail("verifyEmail", user, { link }));
}

/** POST /api/auth/verify-email/resend: EmailAlreadyVerified, or a fresh mail (at most 5 an hour). */
export async function resendVerificationEmail(user: CurrentUser): Promise<void> {
  if (user.emailVerified) throw new AppError("EmailAlreadyVerified");
  await consumeAttempt(throttleRules.mailPerRecipient, `verify:${user.id}`);
  await sendVerificationEmail(user);
}

/** Marks the email verified; the token is spent in the same conditional UPDATE that checks it. */
export async function verifyEmail(token: string): Promise<{ userId: string }> {
  const prisma = await db();
  const tokenHash = hashToken(token);
  const secrets = await prisma.secrets.findUnique({
    where: { verificationToken: tokenHash },
    select: { userId: true },
  });
  if (!secrets) throw new AppError("InvalidVerificationToken");
  const claimed = await prisma.secrets.updateMany({
    where: { verificationToken: tokenHash, verificationTokenExpires: { gt: new Date() } },
    data: { verificationToken: null, verificationTokenExpires: null },
  });
  if (claimed.count !== 1) throw new AppError("InvalidVerificationToken");
  await prisma.user.update({ where: { id: secrets.userId }, data: { emailVerified: new Date() } });
  return { userId: secrets.userId };
}
