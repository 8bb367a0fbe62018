import "server-only";
import type Stripe from "stripe";
import type { CurrentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { assertPermission } from "@/lib/plans/get-permissions";
import { localizedAppUrl } from "./app-url";
import type { CheckoutRequest } from "./checkout-schema";
import { ensureStripeCustomer } from "./ensure-stripe-customer";
import { toMinorUnits } from "./minor-units";
import { paymentsEnabled } from "./payments-enabled";
import { stripePriceOf } from "./pricing-catalog";
import { getStripe } from "./stripe-client";
import { findTokenPack } from "./token-packs";

/**
 * Starts Stripe Checkout for a plan or a token pack and records the session as a pending Payment, so
 * that the success page can poll it (owner-checked) until the webhook has landed. Nothing here grants
 * anything: only a verified webhook event does.
 */
export async function createCheckoutSession(
  user: CurrentUser,
  request: CheckoutRequest,
): Promise<{ url: string; sessionId: string }> {
  if (!paymentsEnabled()) throw new AppError("PaymentsDisabled");
  await assertPermission({ user }, { action: "buyTokens" });
  const line = lineItemOf(request);
  const customer = await ensureStripeCustomer(user);
  const metadata = {
    userId: user.id,
    kind: request.kind,
    ...(request.kind === "subscription"
      ? { tier: request.tier }
      : { packId: request.packId, tokens: String(line.tokens) }),
  };
  const session = await getStripe().checkout.sessions.create({
    mode: request.kind === "subscription" ? "subscription" : "payment",
    customer,
    client_reference_id: user.id,
    line_items: [line.item],
    metadata,
    ...(request.kind === "subscription" ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
    success_url: `${localizedAppUrl(user.locale, "/dashboard/payment/success")}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: localizedAppUrl(user.locale, "/dashboard/payment/cancel"),
  });
  if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
  const prisma = await db();
  await prisma.payment.create({
    data: {
      userId: user.id,
      stripeSessionId: session.id,
      kind: request.kind,
      tier: request.kind === "subscription" ? request.tier : null,
      amount: session.amount_total ?? line.amount,
      currency: (session.currency ?? config.PLAN_CURRENCY).toLowerCase(),
      status: "pending",
      tokens: line.tokens,
    },
  });
  return { url: session.url, sessionId: session.id };
}

function lineItemOf(request: CheckoutRequest): {
  item: Stripe.Checkout.SessionCreateParams.LineItem;
  tokens: number;
  amount: number;
} {
  if (request.kind === "subscription") {
    const price = stripePriceOf(request.tier);
    if (!price) throw new AppError("PaymentsDisabled");
    const amount = toMinorUnits(
      request.tier === "BASIC" ? config.PLAN_PRICE_BASIC : config.PLAN_PRICE_PROFESSIONAL,
      config.PLAN_CURRENCY,
    );
    return { item: { price, quantity: 1 }, tokens: 0, amount };
  }
  const pack = findTokenPack(request.packId);
  if (!pack) throw new AppError("NotFound");
  const amount = toMinorUnits(pack.price, config.PLAN_CURRENCY);
  const item: Stripe.Checkout.SessionCreateParams.LineItem = pack.stripePriceId
    ? { price: pack.stripePriceId, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: config.PLAN_CURRENCY.toLowerCase(),
          unit_amount: amount,
          product_data: { name: `${pack.tokens} tokens` },
        },
      };
  return { item, tokens: pack.tokens, amount };
}
