import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser, readCurrentUser } from "@/tests/factories/users";
import { withStripeStandIn, type RecordedRequest } from "@/tests/support/stripe-server";
import { withConfig } from "@/tests/support/with-config";
import { createCheckoutSession } from "./create-checkout-session";
import { createPortalSession } from "./create-portal-session";
import { getCheckoutStatus } from "./get-checkout-status";
import { getPricingCatalog } from "./pricing-catalog";

// Checkout creation against a stand-in for api.stripe.com on loopback (STRIPE_API_URL), recording
// what the app's Stripe client really sends.

const stripe = withStripeStandIn({
  STRIPE_SECRET_KEY: "sk_test_checkout_suite",
  TOKEN_PACKS: "500:4.99:price_pack500,1500:11.99",
  APP_URL: "https://vitae.test",
});

async function signedInUser(locale = "en-US") {
  const { user } = await createTestUser({ locale });
  return readCurrentUser(user.id);
}

describe("checkout creation", () => {
  it("a subscription: the plan's price id, subscription mode, the user's customer, localized return URLs, the user as reference", async () => {
    const user = await signedInUser("ar-SA");
    stripe.requests.length = 0;
    const { url, sessionId } = await createCheckoutSession(user, { kind: "subscription", tier: "PROFESSIONAL" });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);

    const [customer, session] = stripe.requests as [RecordedRequest, RecordedRequest];
    expect(customer.path).toBe("/v1/customers");
    expect(customer.headers.authorization).toBe("Bearer sk_test_checkout_suite");
    expect(customer.form.get("email")).toBe(user.email);
    expect(session.path).toBe("/v1/checkout/sessions");
    expect(session.form.get("mode")).toBe("subscription");
    expect(session.form.get("line_items[0][price]")).toBe("price_pro_test");
    expect(session.form.get("customer")).toMatch(/^cus_test/);
    expect(session.form.get("client_reference_id")).toBe(user.id);
    expect(session.form.get("metadata[userId]")).toBe(user.id);
    expect(session.form.get("metadata[tier]")).toBe("PROFESSIONAL");
    expect(session.form.get("success_url")).toBe(
      "https://vitae.test/ar-SA/dashboard/payment/success?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(session.form.get("cancel_url")).toBe("https://vitae.test/ar-SA/dashboard/payment/cancel");

    const prisma = await db();
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.stripeCustomerId).toBe(session.form.get("customer"));
    expect(stored.subscriptionTier).toBe("FREE");
    expect(await prisma.payment.findUniqueOrThrow({ where: { stripeSessionId: sessionId } })).toMatchObject({
      status: "pending",
      kind: "subscription",
      tier: "PROFESSIONAL",
    });

    // A second checkout reuses the customer.
    stripe.requests.length = 0;
    await createCheckoutSession(user, { kind: "subscription", tier: "BASIC" });
    expect(stripe.requests.map((request) => request.path)).toEqual(["/v1/checkout/sessions"]);
    expect(stripe.requests[0]!.form.get("customer")).toBe(stored.stripeCustomerId);
    expect(stripe.requests[0]!.form.get("line_items[0][price]")).toBe("price_basic_test");
  });

  it("a token pack: payment mode, the pack's price id or an inline price, the pack in the metadata", async () => {
    const user = await signedInUser();
    stripe.requests.length = 0;
    await createCheckoutSession(user, { kind: "tokens", packId: "pack-500" });
    const withPrice = stripe.requests.at(-1)!;
    expect(withPrice.form.get("mode")).toBe("payment");
    expect(withPrice.form.get("line_items[0][price]")).toBe("price_pack500");
    expect(withPrice.form.get("metadata[tokens]")).toBe("500");
    expect(withPrice.form.get("payment_intent_data[metadata][userId]")).toBe(user.id);
    expect(withPrice.form.get("success_url")).toBe(
      "https://vitae.test/dashboard/payment/success?session_id={CHECKOUT_SESSION_ID}",
    );

    await createCheckoutSession(user, { kind: "tokens", packId: "pack-1500" });
    const inline = stripe.requests.at(-1)!;
    expect(inline.form.get("line_items[0][price]")).toBeNull();
    expect(inline.form.get("line_items[0][price_data][unit_amount]")).toBe("1199");
    expect(inline.form.get("line_items[0][price_data][currency]")).toBe("usd");

    await expect(createCheckoutSession(user, { kind: "tokens", packId: "pack-7" })).rejects.toMatchObject({
      code: "NotFound",
    });
  });

  it("the success page's status read never changes the tier, and another user's session is not found", async () => {
    const user = await signedInUser();
    await setTestTokenBalance({ userId: user.id }, { allowance: 250 });
    const { sessionId } = await createCheckoutSession(user, { kind: "subscription", tier: "PROFESSIONAL" });
    for (let poll = 0; poll < 3; poll += 1) {
      expect(await getCheckoutStatus(user, sessionId)).toMatchObject({
        status: "pending",
        kind: "subscription",
        tier: "FREE",
      });
    }
    const prisma = await db();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionTier).toBe("FREE");
    const stranger = await signedInUser();
    await expect(getCheckoutStatus(stranger, sessionId)).rejects.toMatchObject({ code: "NotFound" });
  });

  it("the portal opens for the user's own customer", async () => {
    const user = await signedInUser();
    await expect(createPortalSession(user)).rejects.toMatchObject({ code: "NotFound" });
    await createCheckoutSession(user, { kind: "tokens", packId: "pack-500" });
    const { url } = await createPortalSession(user);
    expect(url).toBe("https://billing.stripe.test/p/session");
    const portal = stripe.requests.at(-1)!;
    expect(portal.path).toBe("/v1/billing_portal/sessions");
    expect(portal.form.get("customer")).toBe(
      (await (await db()).user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId,
    );
  });

  it("the catalogue: plans from configuration, purchasable with a price id, packs parsed", () => {
    const catalog = getPricingCatalog();
    expect(catalog.paymentsEnabled).toBe(true);
    expect(catalog.plans.map((plan) => [plan.tier, plan.price, plan.monthlyTokens, plan.purchasable])).toEqual([
      ["FREE", 0, 250, false],
      ["BASIC", 8.99, 700, true],
      ["PROFESSIONAL", 15.49, 2000, true],
      ["ENTERPRISE", null, 100000, false],
    ]);
    expect(catalog.tokenPacks).toEqual([
      { id: "pack-500", tokens: 500, price: 4.99 },
      { id: "pack-1500", tokens: 1500, price: 11.99 },
    ]);
  });
});

describe("payments off (no STRIPE_SECRET_KEY)", () => {
  withConfig({ STRIPE_SECRET_KEY: undefined });

  it("checkout and portal answer PaymentsDisabled without calling Stripe; the catalogue says off and sells nothing", async () => {
    const user = await signedInUser();
    stripe.requests.length = 0;
    const refused = await createCheckoutSession(user, { kind: "tokens", packId: "pack-500" }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("PaymentsDisabled");
    await expect(createPortalSession(user)).rejects.toMatchObject({ code: "PaymentsDisabled" });
    expect(stripe.requests).toHaveLength(0);
    const catalog = getPricingCatalog();
    expect(catalog.paymentsEnabled).toBe(false);
    expect(catalog.plans.every((plan) => !plan.purchasable)).toBe(true);
  });
});
