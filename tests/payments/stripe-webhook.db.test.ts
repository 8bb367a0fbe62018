import { NextRequest } from "next/server";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/api/payment/webhook/route";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { getTokenSummary } from "@/lib/tokens/get-token-summary";
import { setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser, uniqueSuffix } from "@/tests/factories/users";
import { withConfig } from "@/tests/support/with-config";

// The webhook through its route handler and the real verification path: events signed with the
// stripe package's own test-header helper, or not.

// The configuration is loaded once per process (by the database set-up, before this file): set here.
const secrets = {
  STRIPE_SECRET_KEY: "sk_test_webhook_suite",
  STRIPE_WEBHOOK_SECRET: "whsec_test_webhook_suite",
  STRIPE_PRICE_BASIC: "price_basic_test",
  STRIPE_PRICE_PROFESSIONAL: "price_pro_test",
};
Object.assign(config, secrets);

function signedRequest(
  event: object,
  { secret = secrets.STRIPE_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000) } = {},
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return new NextRequest("http://localhost:3000/api/payment/webhook", {
    method: "POST",
    body: payload,
    headers: { "stripe-signature": signature, "content-type": "application/json" },
  });
}

async function deliver(event: object, options?: { secret?: string; timestamp?: number }) {
  return webhook(signedRequest(event, options), { params: Promise.resolve({}) });
}

function event(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_${uniqueSuffix()}${uniqueSuffix()}`,
    object: "event",
    type,
    created,
    api_version: "2026-10-28.endive",
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: null,
  };
}

async function customerWithPendingPack(tokens = 500) {
  const { user } = await createTestUser();
  const prisma = await db();
  const customer = `cus_${uniqueSuffix()}`;
  await prisma.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer } });
  await setTestTokenBalance({ userId: user.id }, { allowance: 100 });
  const sessionId = `cs_test_${uniqueSuffix()}`;
  await prisma.payment.create({
    data: {
      userId: user.id,
      stripeSessionId: sessionId,
      kind: "tokens",
      amount: 499,
      currency: "usd",
      status: "pending",
      tokens,
    },
  });
  return { user, customer, sessionId };
}

function completedSession(sessionId: string, customer: string, paymentIntent = `pi_${uniqueSuffix()}`) {
  return {
    id: sessionId,
    object: "checkout.session",
    mode: "payment",
    payment_status: "paid",
    status: "complete",
    customer,
    payment_intent: paymentIntent,
    subscription: null,
    amount_total: 499,
    currency: "usd",
    metadata: {},
  };
}

async function ledgerRows(userId: string) {
  return (await db()).tokenLedgerEntry.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
}

function subscriptionObject(
  id: string,
  customer: string,
  price: string,
  status = "active",
  periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400,
) {
  return {
    id,
    object: "subscription",
    customer,
    status,
    cancel_at_period_end: false,
    metadata: {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${uniqueSuffix()}`,
          object: "subscription_item",
          current_period_end: periodEnd,
          price: { id: price, object: "price" },
        },
      ],
    },
  };
}

describe("POST /api/payment/webhook", () => {
  it("refuses a bad signature and a stale timestamp with 400 and changes nothing", async () => {
    const { user, customer, sessionId } = await customerWithPendingPack();
    const completed = event("checkout.session.completed", completedSession(sessionId, customer));

    const forged = await deliver(completed, { secret: "whsec_not_ours" });
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.code).toBe("InvalidWebhookSignature");

    const stale = await deliver(completed, {
      timestamp: Math.floor(Date.now() / 1000) - config.STRIPE_WEBHOOK_TOLERANCE - 60,
    });
    expect(stale.status).toBe(400);

    const unsigned = await webhook(
      new NextRequest("http://localhost:3000/api/payment/webhook", { method: "POST", body: JSON.stringify(completed) }),
      { params: Promise.resolve({}) },
    );
    expect(unsigned.status).toBe(400);

    // The body changed after signing: the signature no longer covers it.
    const tampered = signedRequest(completed);
    const altered = new NextRequest(tampered.url, {
      method: "POST",
      body: JSON.stringify({ ...completed, id: `${completed.id}x` }),
      headers: tampered.headers,
    });
    expect((await webhook(altered, { params: Promise.resolve({}) })).status).toBe(400);

    expect((await getTokenSummary({ userId: user.id })).remaining).toBe(100);
    const prisma = await db();
    expect(await prisma.stripeEvent.findUnique({ where: { id: completed.id } })).toBeNull();
    expect((await prisma.payment.findUniqueOrThrow({ where: { stripeSessionId: sessionId } })).status).toBe("pending");
  });

  it("credits a token pack once when the same event arrives twice, even at the same time", async () => {
    const { user, customer, sessionId } = await customerWithPendingPack(500);
    const completed = event("checkout.session.completed", completedSession(sessionId, customer));
    const answers = await Promise.all([deliver(completed), deliver(completed)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await deliver(completed)).status).toBe(200);
    expect((await getTokenSummary({ userId: user.id })).remaining).toBe(600);
    expect((await ledgerRows(user.id)).filter((row) => row.kind === "PURCHASE")).toHaveLength(1);
    const prisma = await db();
    expect(await prisma.stripeEvent.count({ where: { id: completed.id } })).toBe(1);
    expect((await prisma.payment.findUniqueOrThrow({ where: { stripeSessionId: sessionId } })).status).toBe("paid");
  });

  it("credits once for two different events about one checkout session", async () => {
    const { user, customer, sessionId } = await customerWithPendingPack(500);
    const session = completedSession(sessionId, customer);
    expect((await deliver(event("checkout.session.completed", session))).status).toBe(200);
    expect((await deliver(event("checkout.session.async_payment_succeeded", session))).status).toBe(200);
    expect((await deliver(event("checkout.session.completed", session))).status).toBe(200);
    expect((await getTokenSummary({ userId: user.id })).remaining).toBe(600);
    expect((await ledgerRows(user.id)).filter((row) => row.kind === "PURCHASE")).toHaveLength(1);
  });

  it("ignores a completed session this app never started", async () => {
    const { user, customer } = await customerWithPendingPack(500);
    const foreign = completedSession(`cs_test_${uniqueSuffix()}`, customer);
    expect(
      (
        await deliver(
          event("checkout.session.completed", { ...foreign, metadata: { userId: user.id, tokens: "100000" } }),
        )
      ).status,
    ).toBe(200);
    expect((await getTokenSummary({ userId: user.id })).remaining).toBe(100);
  });

  it("a refund writes a negative row, and the balance stops at zero", async () => {
    const { user, customer, sessionId } = await customerWithPendingPack(500);
    const paymentIntent = `pi_${uniqueSuffix()}`;
    await deliver(event("checkout.session.completed", completedSession(sessionId, customer, paymentIntent)));
    expect((await getTokenSummary({ userId: user.id })).remaining).toBe(600);
    // Most of the pack is spent before the refund.
    const prisma = await db();
    await setTestTokenBalance({ userId: user.id }, { allowance: 0, purchased: 200 });

    const charge = {
      id: `ch_${uniqueSuffix()}`,
      object: "charge",
      amount: 499,
      amount_refunded: 499,
      refunded: true,
      currency: "usd",
      customer,
      payment_intent: paymentIntent,
    };
    const refunded = event("charge.refunded", charge);
    expect((await deliver(refunded)).status).toBe(200);
    expect((await deliver(refunded)).status).toBe(200);
    const reversals = (await ledgerRows(user.id)).filter((row) => row.kind === "REVERSAL");
    expect(reversals).toHaveLength(1);
    expect(reversals[0]!.delta).toBe(-200);
    expect(reversals[0]!.balanceAfter).toBe(0);
    expect((await getTokenSummary({ userId: user.id })).remaining).toBe(0);
    expect((await prisma.payment.findUniqueOrThrow({ where: { stripeSessionId: sessionId } })).status).toBe("refunded");
  });

  it("subscription events set the tier, ignore an older event, and deleted returns the user to FREE", async () => {
    const { user } = await createTestUser();
    const prisma = await db();
    const customer = `cus_${uniqueSuffix()}`;
    await prisma.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer } });
    const subscriptionId = `sub_${uniqueSuffix()}`;
    const now = Math.floor(Date.now() / 1000);
    const tierOf = async () => (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionTier;

    /** Delivers a customer.subscription.<change> event for this subscription, at this price, `secondsAgo` old. */
    const subscriptionChange = (change: string, price: string, secondsAgo: number, status?: string) =>
      deliver(
        event(
          `customer.subscription.${change}`,
          subscriptionObject(subscriptionId, customer, price, status),
          now - secondsAgo,
        ),
      );

    expect((await subscriptionChange("created", secrets.STRIPE_PRICE_BASIC, 20)).status).toBe(200);
    expect(await tierOf()).toBe("BASIC");
    expect((await getTokenSummary({ userId: user.id })).allowance.limit).toBe(700);

    await subscriptionChange("updated", secrets.STRIPE_PRICE_PROFESSIONAL, 10);
    expect(await tierOf()).toBe("PROFESSIONAL");
    expect((await getTokenSummary({ userId: user.id })).allowance.limit).toBe(2000);

    // Delivered late, older than what was applied: changes nothing.
    await subscriptionChange("updated", secrets.STRIPE_PRICE_BASIC, 15);
    expect(await tierOf()).toBe("PROFESSIONAL");

    await subscriptionChange("deleted", secrets.STRIPE_PRICE_PROFESSIONAL, 0, "canceled");
    expect(await tierOf()).toBe("FREE");
    expect(
      (await prisma.subscription.findUniqueOrThrow({ where: { stripeSubscriptionId: subscriptionId } })).status,
    ).toBe("canceled");
  });

  it("records paid and failed invoices", async () => {
    const { user } = await createTestUser({ subscriptionTier: "BASIC" });
    const prisma = await db();
    const customer = `cus_${uniqueSuffix()}`;
    await prisma.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer } });
    const invoice = (id: string) => ({
      id,
      object: "invoice",
      customer,
      amount_paid: 899,
      amount_due: 899,
      currency: "usd",
      billing_reason: "subscription_cycle",
    });
    await deliver(event("invoice.paid", invoice("in_paid_" + uniqueSuffix())));
    const failedId = "in_failed_" + uniqueSuffix();
    await deliver(event("invoice.payment_failed", invoice(failedId)));
    const payments = await prisma.payment.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(payments.map((payment) => [payment.kind, payment.status])).toEqual([
      ["invoice", "paid"],
      ["invoice", "failed"],
    ]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionTier).toBe("BASIC");
  });
});

describe("payments off", () => {
  withConfig({ STRIPE_SECRET_KEY: undefined });

  it("the webhook answers PaymentsDisabled and changes nothing", async () => {
    const { user, customer, sessionId } = await customerWithPendingPack(500);
    const answer = await deliver(event("checkout.session.completed", completedSession(sessionId, customer)));
    expect(answer.status).toBe(503);
    expect((await answer.json()).error.code).toBe("PaymentsDisabled");
    expect((await getTokenSummary({ userId: user.id })).remaining).toBe(100);
  });
});
