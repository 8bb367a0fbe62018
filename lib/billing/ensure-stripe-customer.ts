import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { getStripe } from "./stripe-client";

/**
 * The user's Stripe customer, made on their first checkout and kept on the user row, so that every
 * checkout, invoice and the portal name the same customer. Two first checkouts at once: the unique
 * column keeps the first, and the second uses it (its own customer object stays unused at Stripe).
 */
export async function ensureStripeCustomer(user: CurrentUser): Promise<string> {
  const prisma = await db();
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { stripeCustomerId: true } });
  if (row.stripeCustomerId) return row.stripeCustomerId;
  const customer = await getStripe().customers.create(
    { email: user.email, name: user.name, metadata: { userId: user.id } },
    { idempotencyKey: `customer:${user.id}` },
  );
  const updated = await prisma.user.updateMany({
    where: { id: user.id, stripeCustomerId: null },
    data: { stripeCustomerId: customer.id },
  });
  if (updated.count === 1) return customer.id;
  const winner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { stripeCustomerId: true } });
  return winner.stripeCustomerId ?? customer.id;
}
