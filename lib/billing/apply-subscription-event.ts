import "server-only";
import type Stripe from "stripe";
import { config } from "@/lib/config";
import { db, type SubscriptionTier } from "@/lib/db";
import { applySubscriptionState } from "./apply-subscription-state";
import { idOf } from "./stripe-ids";

function tierOf(subscription: Stripe.Subscription): SubscriptionTier | null {
  for (const item of subscription.items.data) {
    if (item.price.id === config.STRIPE_PRICE_BASIC) return "BASIC";
    if (item.price.id === config.STRIPE_PRICE_PROFESSIONAL) return "PROFESSIONAL";
  }
  return null;
}

/**
 * customer.subscription.created / updated / deleted: the tier follows the subscription's price and
 * status. Stripe sends deleted when a cancelled subscription's paid period is over, so the user keeps
 * the plan until then and becomes FREE on that event.
 */
export async function applySubscriptionEvent(event: Stripe.Event, subscription: Stripe.Subscription): Promise<void> {
  const customer = idOf(subscription.customer);
  if (!customer) return;
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { stripeCustomerId: customer }, select: { id: true } });
  if (!user) return;
  const known = await prisma.subscription.findUnique({
    where: { stripeSubscriptionId: subscription.id },
    select: { tier: true },
  });
  const tier = tierOf(subscription) ?? known?.tier;
  if (!tier) return;
  const periodEnds = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((value) => typeof value === "number");
  await applySubscriptionState(event, {
    userId: user.id,
    stripeSubscriptionId: subscription.id,
    tier,
    status: event.type === "customer.subscription.deleted" ? "canceled" : subscription.status,
    currentPeriodEnd: periodEnds.length > 0 ? new Date(Math.max(...periodEnds) * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  });
}
