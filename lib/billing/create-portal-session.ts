import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { localizedAppUrl } from "./app-url";
import { paymentsEnabled } from "./payments-enabled";
import { getStripe } from "./stripe-client";

/** Stripe's customer portal (invoices, card, cancel) for the user's own customer; NotFound before a first checkout. */
export async function createPortalSession(user: CurrentUser): Promise<{ url: string }> {
  if (!paymentsEnabled()) throw new AppError("PaymentsDisabled");
  const prisma = await db();
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { stripeCustomerId: true } });
  if (!row.stripeCustomerId) throw new AppError("NotFound");
  const session = await getStripe().billingPortal.sessions.create({
    customer: row.stripeCustomerId,
    return_url: localizedAppUrl(user.locale, "/dashboard/settings"),
  });
  return { url: session.url };
}
