import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { idOf } from "./stripe-ids";

/**
 * invoice.paid / invoice.payment_failed: a Payment row per invoice (renewals and failures show in the
 * billing card). The tier and allowance follow the subscription events, not the invoice.
 */
export async function applyInvoiceEvent(event: Stripe.Event, invoice: Stripe.Invoice): Promise<void> {
  const customer = idOf(invoice.customer);
  if (!customer || !invoice.id) return;
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { stripeCustomerId: customer }, select: { id: true } });
  if (!user) return;
  const paid = event.type === "invoice.paid";
  const data = {
    status: paid ? "paid" : "failed",
    amount: paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
  };
  await prisma.payment.upsert({
    where: { stripeInvoiceId: invoice.id },
    create: { userId: user.id, stripeInvoiceId: invoice.id, kind: "invoice", ...data },
    // A paid invoice stays paid even if an older failure event arrives after it.
    update: paid ? data : {},
  });
}
