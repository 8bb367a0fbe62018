import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { getTokenSummary } from "@/lib/tokens/get-token-summary";
import type { CheckoutStatus } from "./checkout-schema";

/**
 * What the success page polls: the state our database holds for the user's own checkout session,
 * written by verified webhooks only. Reading it changes nothing; another user's session is NotFound.
 */
export async function getCheckoutStatus(user: CurrentUser, sessionId: string): Promise<CheckoutStatus> {
  const prisma = await db();
  const payment = await prisma.payment.findUnique({
    where: { stripeSessionId: sessionId },
    select: { userId: true, kind: true, status: true, tokens: true },
  });
  if (!payment || payment.userId !== user.id) throw new AppError("NotFound");
  const [row, summary] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { subscriptionTier: true } }),
    getTokenSummary({ userId: user.id }),
  ]);
  return {
    status: payment.status === "pending" ? "pending" : payment.status === "expired" ? "expired" : "complete",
    kind: payment.kind === "subscription" ? "subscription" : "tokens",
    tier: row.subscriptionTier,
    tokens: payment.kind === "tokens" ? payment.tokens : null,
    balance: summary.remaining,
  };
}
