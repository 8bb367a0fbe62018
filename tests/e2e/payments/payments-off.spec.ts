import { expect, test } from "@playwright/test";
import { demoContext } from "../tokens/helpers";

// The e2e server runs without Stripe keys: payments are off, and nothing a page or a query string
// says can change a plan. (The signed-webhook and checkout tests are lib/billing/*.db.test.ts.)

// Three server-rendered dashboard pages a test: over a minute on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

test("payments off: the config says so, checkout, portal and webhook answer PaymentsDisabled", async ({
  playwright,
  baseURL,
}) => {
  const request = await demoContext(playwright, baseURL!, "demo-free");
  const config = await request.get("/api/payment/config");
  expect(config.status()).toBe(200);
  expect(config.headers()["cache-control"]).toContain("max-age=300");
  const catalog = (await config.json()) as {
    paymentsEnabled: boolean;
    plans: { tier: string; purchasable: boolean; price: number | null }[];
    tokenPacks: unknown[];
  };
  expect(catalog.paymentsEnabled).toBe(false);
  expect(catalog.plans.map((plan) => plan.tier)).toEqual(["FREE", "BASIC", "PROFESSIONAL", "ENTERPRISE"]);
  expect(catalog.plans.every((plan) => !plan.purchasable)).toBe(true);
  expect(catalog.tokenPacks.length).toBeGreaterThan(0);

  for (const [path, data] of [
    ["/api/payment/checkout", { kind: "subscription", tier: "PROFESSIONAL" }],
    ["/api/payment/checkout", { kind: "tokens", packId: "pack-500" }],
    ["/api/payment/portal", {}],
  ] as const) {
    const answer = await request.post(path, { data });
    expect(answer.status(), path).toBe(503);
    expect((await answer.json()).error.code).toBe("PaymentsDisabled");
  }
  const webhook = await request.post("/api/payment/webhook", {
    data: { id: "evt_forged", type: "checkout.session.completed" },
    headers: { "stripe-signature": "t=1,v1=00" },
  });
  expect(webhook.status()).toBe(503);
  await request.dispose();
});

test("the success page's query string cannot change the tier", async ({ playwright, baseURL, page }) => {
  const request = await demoContext(playwright, baseURL!, "demo-free");
  const before = await (await request.get("/api/user/me")).json();
  expect(before.subscriptionTier ?? before.user?.subscriptionTier).toBe("FREE");

  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto(
    "/dashboard/payment/success?session_id=cs_test_forged&tier=PROFESSIONAL&status=complete&plan=ENTERPRISE",
  );
  await expect(page.getByTestId("checkout-status")).toHaveAttribute("data-state", "unknown");

  // A session id the user does not own (or that does not exist) is not found, and reading changes nothing.
  const status = await request.get("/api/payment/checkout/cs_test_forged?tier=PROFESSIONAL");
  expect(status.status()).toBe(404);
  const after = await (await request.get("/api/user/me")).json();
  expect(after.subscriptionTier ?? after.user?.subscriptionTier).toBe("FREE");
  await request.dispose();
});

test("the cancel page and the settings billing card render without payments", async ({ playwright, baseURL, page }) => {
  const request = await demoContext(playwright, baseURL!, "demo-basic");
  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto("/dashboard/payment/cancel");
  await expect(page.getByTestId("checkout-cancelled")).toBeVisible();
  await page.goto("/dashboard/settings");
  const card = page.getByTestId("settings-billing");
  await expect(card).toBeVisible();
  await expect(card.getByTestId("billing-tier")).toHaveText("Basic");
  await expect(card.getByRole("button", { name: "Manage billing" })).toHaveCount(0);
  await page.goto("/ar-SA/dashboard/settings");
  await expect(page.getByTestId("settings-billing").getByTestId("billing-tier")).toHaveText("الأساسية");
  await request.dispose();
});
