import "server-only";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { appLink, renderMail } from "@/lib/mail/templates";
import { sendMail } from "@/lib/mail/send-mail";
import { hashToken, randomToken } from "./secret-tokens";
import { consumeAttempt, throttleRules } from "@/lib/throttle/throttle";

// Password reset: a random token mailed as a link, stored only as its hash, valid one hour, once.

export const resetTokenTtlMs = 60 * 60 * 1000;

const providerNames: Record<string, string> = {
  github: "GitHub",
  google: "Google",
  facebook: "Facebook",
  apple: "Apple",
};

/**
 * POST /api/auth/forgot-password (run after the answer is sent, so that neither the answer nor its
 * timing tells whether the address has an account). Accounts made by social sign-in get a mail
 * saying so instead of a link.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  if (config.FLAG_EMAIL_AUTH_DISABLED) return;
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email }, include: { secrets: { select: { password: true } } } });
  if (!user) return;
  try {
    await consumeAttempt(throttleRules.mailPerRecipient, `reset:${user.id}`);
  } catch {
    return; // Enough mails for this address this hour; the answer stays the same.
  }
  if (!user.secrets?.password) {
    const provider = user.provider === "openid" ? config.OIDC_NAME : (providerNames[user.provider] ?? user.provider);
    await sendMail(
      await renderMail("socialAccount", user, { link: appLink(user.locale, "/auth/login"), values: { provider } }),
    );
    return;
  }
  const token = randomToken();
  await prisma.secrets.update({
    where: { userId: user.id },
    data: { resetToken: hashToken(token), resetTokenExpires: new Date(Date.now() + resetTokenTtlMs) },
  });
  await sendMail(
    await renderMail("resetPassword", user, { link: appLink(user.locale, "/auth/reset-password", { token }) }),
  );
}
