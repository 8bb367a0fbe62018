import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db, type SubscriptionTier } from "@/lib/db";
import { paymentsEnabled } from "./payments-enabled";

export type BillingSummary = {
  paymentsEnabled: boolean;
  tier: SubscriptionTier;
  /** ISO date the paid period ends (renews, or ends when cancelled); null without a subscription. */
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The newest invoice failed: Stripe is retrying the card, the user should update it. */
  paymentFailed: boolean;
  /** A Stripe customer exists, so the portal can open. */
  hasCustomer: boolean;
};

/** The settings "Plan and billing" card: the user's own plan, from the database the webhooks write. */
export async function getBillingSummary(user: CurrentUser): Promise<BillingSummary> {
  const prisma = await db();
  const [row, subscription, invoice] = await Promise.all([
    prisma.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { subscriptionTier: true, stripeCustomerId: true },
    }),
    prisma.subscription.findFirst({
      where: { userId: user.id, status: { in: ["active", "trialing", "past_due"] } },
      orderBy: { currentPeriodEnd: "desc" },
    }),
    prisma.payment.findFirst({
      where: { userId: user.id, kind: "invoice" },
      orderBy: { createdAt: "desc" },
      select: { status: true },
    }),
  ]);
  return {
    paymentsEnabled: paymentsEnabled(),
    tier: row.subscriptionTier,
    periodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    paymentFailed: invoice?.status === "failed" || subscription?.status === "past_due",
    hasCustomer: Boolean(row.stripeCustomerId),
  };
}
