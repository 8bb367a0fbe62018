import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { reverseTokens } from "@/lib/tokens/reverse-tokens";
import { idOf } from "./stripe-ids";

/**
 * charge.refunded: the refunded share of a token pack is taken back (a negative ledger row, clamped at
 * zero by the ledger because the tokens may be spent). `amount_refunded` is cumulative, so each step
 * of partial refunds is its own ledger key and takes only what the earlier steps did not.
 */
export async function applyChargeRefunded(event: Stripe.Event, charge: Stripe.Charge): Promise<void> {
  const paymentIntent = idOf(charge.payment_intent);
  if (!paymentIntent) return;
  const prisma = await db();
  const payment = await prisma.payment.findUnique({ where: { stripePaymentIntentId: paymentIntent } });
  if (!payment) return;
  const fullyRefunded = charge.refunded || charge.amount_refunded >= charge.amount;
  if (payment.kind === "tokens" && payment.tokens > 0 && charge.amount > 0) {
    const target = fullyRefunded
      ? payment.tokens
      : Math.floor((payment.tokens * charge.amount_refunded) / charge.amount);
    const amount = target - payment.tokensReversed;
    if (amount > 0) {
      await reverseTokens({
        owner: { userId: payment.userId },
        amount,
        idempotencyKey: `stripe-refund:${charge.id}:${charge.amount_refunded}`,
        metadata: { stripeChargeId: charge.id, stripeEventId: event.id, amountRefunded: charge.amount_refunded },
      });
      await prisma.payment.updateMany({
        where: { id: payment.id, tokensReversed: { lt: target } },
        data: { tokensReversed: target },
      });
    }
  }
  if (fullyRefunded) await prisma.payment.update({ where: { id: payment.id }, data: { status: "refunded" } });
}
