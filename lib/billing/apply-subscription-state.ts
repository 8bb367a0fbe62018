import "server-only";
import type Stripe from "stripe";
import { db, type SubscriptionTier } from "@/lib/db";
import { startAllowancePeriod } from "@/lib/tokens/start-allowance-period";

export type SubscriptionState = {
  userId: string;
  stripeSubscriptionId: string;
  tier: SubscriptionTier;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** Statuses in which the plan's features are on (past_due keeps them while Stripe retries the card). */
const liveStatuses = ["active", "trialing", "past_due"];
const rank: Record<SubscriptionTier, number> = { FREE: 0, BASIC: 1, PROFESSIONAL: 2, ENTERPRISE: 3 };

/**
 * Stores a subscription's state from a verified event and sets the user's tier to the best live
 * subscription (FREE when none). An event older than the last one applied to this subscription is
 * ignored, as Stripe does not promise delivery order. A tier change starts a new allowance period
 * with the new tier's tokens, once (the tier write is conditional, so two events racing start one).
 */
export async function applySubscriptionState(event: Stripe.Event, state: SubscriptionState): Promise<void> {
  const prisma = await db();
  const eventAt = new Date(event.created * 1000);
  const existing = await prisma.subscription.findUnique({
    where: { stripeSubscriptionId: state.stripeSubscriptionId },
  });
  if (existing && existing.userId !== state.userId) return;
  if (existing?.lastEventAt && existing.lastEventAt > eventAt) return;
  const data = {
    tier: state.tier,
    status: state.status,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    lastEventAt: eventAt,
    ...(state.currentPeriodEnd ? { currentPeriodEnd: state.currentPeriodEnd } : {}),
  };
  await prisma.subscription.upsert({
    where: { stripeSubscriptionId: state.stripeSubscriptionId },
    create: { userId: state.userId, stripeSubscriptionId: state.stripeSubscriptionId, ...data },
    update: data,
  });

  const live = await prisma.subscription.findMany({
    where: { userId: state.userId, status: { in: liveStatuses } },
    select: { tier: true },
  });
  const tier = live.reduce<SubscriptionTier>((best, row) => (rank[row.tier] > rank[best] ? row.tier : best), "FREE");
  const user = await prisma.user.findUniqueOrThrow({ where: { id: state.userId }, select: { subscriptionTier: true } });
  // ENTERPRISE is arranged by hand, not through Checkout: a Stripe event never takes it away.
  if (user.subscriptionTier === tier || user.subscriptionTier === "ENTERPRISE") return;
  const changed = await prisma.user.updateMany({
    where: { id: state.userId, subscriptionTier: user.subscriptionTier },
    data: { subscriptionTier: tier },
  });
  if (changed.count === 1) {
    await startAllowancePeriod({
      userId: state.userId,
      idempotencyKey: `stripe-tier:${event.id}`,
      metadata: { stripeEventId: event.id, from: user.subscriptionTier },
    });
  }
}
