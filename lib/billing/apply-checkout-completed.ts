import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { creditTokens } from "@/lib/tokens/credit-tokens";
import { applySubscriptionState } from "./apply-subscription-state";
import { idOf } from "./stripe-ids";

/**
 * checkout.session.completed (and async_payment_succeeded): the session we recorded when the user
 * started Checkout is paid. A token pack is credited with the session id as the ledger key, so every
 * event about one session credits once; a subscription sets the tier it was bought for.
 */
export async function applyCheckoutCompleted(event: Stripe.Event, session: Stripe.Checkout.Session): Promise<void> {
  const prisma = await db();
  // Only sessions this app started count; the user is the one recorded then, never the event's metadata.
  const payment = await prisma.payment.findUnique({ where: { stripeSessionId: session.id } });
  if (!payment) return;
  if (session.payment_status === "unpaid") return;
  const paymentIntent = idOf(session.payment_intent);
  if (payment.kind === "tokens") {
    await creditTokens({
      owner: { userId: payment.userId },
      amount: payment.tokens,
      kind: "PURCHASE",
      idempotencyKey: `stripe-checkout:${session.id}`,
      metadata: { stripeSessionId: session.id, stripeEventId: event.id },
    });
  } else if (payment.tier) {
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId) {
      await applySubscriptionState(event, {
        userId: payment.userId,
        stripeSubscriptionId: subscriptionId,
        tier: payment.tier,
        status: "active",
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      });
    }
  }
  await prisma.payment.updateMany({
    where: { id: payment.id, status: "pending" },
    data: {
      status: "paid",
      amount: session.amount_total ?? payment.amount,
      ...(paymentIntent ? { stripePaymentIntentId: paymentIntent } : {}),
    },
  });
}
