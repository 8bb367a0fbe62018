import "server-only";
import Stripe from "stripe";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { applyChargeRefunded } from "./apply-charge-refunded";
import { applyCheckoutCompleted } from "./apply-checkout-completed";
import { applyInvoiceEvent } from "./apply-invoice-event";
import { applySubscriptionEvent } from "./apply-subscription-event";
import { paymentsEnabled } from "./payments-enabled";

/** The events the endpoint acts on (docs/PAYMENTS.md lists them for the Stripe dashboard). */
export const handledEventTypes = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
  "charge.refunded",
] as const;

/** Verifies the signature on the raw body (with the timestamp tolerance): a forged or replayed-late request is refused. */
export function verifyStripeEvent(rawBody: Buffer, signature: string | null): Stripe.Event {
  const secret = config.STRIPE_WEBHOOK_SECRET;
  if (!paymentsEnabled() || !secret) throw new AppError("PaymentsDisabled");
  if (!signature) throw new AppError("InvalidWebhookSignature");
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, config.STRIPE_WEBHOOK_TOLERANCE);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new AppError("InvalidWebhookSignature");
    throw error;
  }
}

/**
 * Applies one verified event once. Every handler is idempotent on its own (ledger keys, set-to-value
 * updates), and the event id is stored after it succeeds: a repeated delivery is answered without
 * work, and a failed one is retried by Stripe and applied then.
 */
export async function handleStripeWebhook(
  rawBody: Buffer,
  signature: string | null,
): Promise<{ received: true; duplicate: boolean }> {
  const event = verifyStripeEvent(rawBody, signature);
  const prisma = await db();
  if (await prisma.stripeEvent.findUnique({ where: { id: event.id }, select: { id: true } }))
    return { received: true, duplicate: true };
  await dispatch(event);
  try {
    await prisma.stripeEvent.create({ data: { id: event.id, type: event.type } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return { received: true, duplicate: false };
}

async function dispatch(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return applyCheckoutCompleted(event, event.data.object);
    case "checkout.session.expired": {
      const prisma = await db();
      await prisma.payment.updateMany({
        where: { stripeSessionId: event.data.object.id, status: "pending" },
        data: { status: "expired" },
      });
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return applySubscriptionEvent(event, event.data.object);
    case "invoice.paid":
    case "invoice.payment_failed":
      return applyInvoiceEvent(event, event.data.object);
    case "charge.refunded":
      return applyChargeRefunded(event, event.data.object);
    default:
      return;
  }
}
