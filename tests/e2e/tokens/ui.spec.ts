import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { signUp } from "../fixtures/auth";

// The token UI of issue 15: the balance chip, the token-shortage dialog, the history page and /pricing.
// The e2e server runs without Stripe, so payments are off throughout.

test.describe.configure({ timeout: 300_000 });

type Created = { id: string };

async function createResume(page: Page, title: string): Promise<Created> {
  const response = await page.request.post("/api/resume", { data: { title } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

/** Spends tokens the way an AI feature does (PATCH /api/user/ai-tokens/track: the server's cost). */
async function spend(page: Page, operation: string) {
  const response = await page.request.patch("/api/user/ai-tokens/track", {
    data: { operation, idempotencyKey: randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function visibleChip(page: Page) {
  return page.getByTestId("token-balance-chip").filter({ visible: true });
}

test("a FREE user sees the balance, and a PDF of a free template takes 25 tokens off it", async ({ page }) => {
  await signUp(page);
  const resume = await createResume(page, "Barista");

  await page.goto("/dashboard/resumes");
  // The first fetch waits for hydration, which a loaded CI machine can take a while to reach.
  await expect(visibleChip(page)).toHaveAttribute("data-remaining", "250", { timeout: 90_000 });
  await expect(visibleChip(page)).toHaveAttribute("data-limit", "250");

  await page.goto(`/builder/${resume.id}`, { timeout: 120_000 });
  const chip = page.locator("header").getByTestId("token-balance-chip");
  await expect(chip).toHaveAttribute("data-remaining", "250", { timeout: 90_000 });
  await expect(chip).toHaveAccessibleName("250 of 250 tokens left");

  const downloading = page.waitForEvent("download");
  await page.locator("header").getByRole("button", { name: "Download PDF" }).click();
  await expect(page.getByTestId("export-progress")).toHaveAttribute("data-state-export", "done", { timeout: 120_000 });
  await downloading;
  // Forced right after the charge: no 30 s throttle, no reload.
  await expect(chip).toHaveAttribute("data-remaining", "225");
  await page.getByTestId("export-progress").getByRole("button", { name: "Close" }).first().click();

  await chip.click();
  const popover = page.getByTestId("token-balance-popover");
  await expect(popover.getByTestId("token-allowance")).toHaveText("225 of 250");
  await expect(popover.getByTestId("token-purchased")).toHaveText("0");
  await expect(popover).toContainText("Your allowance renews on");
  await expect(popover.getByTestId("tier-badge")).toHaveAttribute("data-tier", "FREE");
  await popover.getByRole("link", { name: "History" }).click();

  await expect(page).toHaveURL(/\/dashboard\/transaction-history$/);
  await expect(page.getByRole("heading", { level: 1, name: "Token history" })).toBeVisible();
  const rows = page.getByTestId("token-history-table").locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute("data-operation", "PDF_EXPORT");
  await expect(rows.first()).toContainText("PDF export");
  await expect(rows.first()).toContainText("-25");
  await expect(rows.first()).toContainText("225");
  await expect(rows.nth(1)).toHaveAttribute("data-kind", "GRANT");
  await expect(page.getByTestId("usage-chart")).toContainText("PDF export");
  await expect(page.getByTestId("history-remaining")).toContainText("225");
});

test("with too few tokens the export opens the shortage dialog with both numbers, and payments off shows the note", async ({
  page,
}) => {
  await signUp(page);
  await spend(page, "BOOSTER");
  await spend(page, "AI_SUMMARY");
  const resume = await createResume(page, "Nurse");

  await page.goto(`/builder/${resume.id}`, { timeout: 120_000 });
  const chip = page.locator("header").getByTestId("token-balance-chip");
  await expect(chip).toHaveAttribute("data-remaining", "20", { timeout: 90_000 });
  await page.locator("header").getByRole("button", { name: "Download PDF" }).click();

  const dialog = page.getByTestId("token-shortage-dialog");
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByTestId("token-shortage-message")).toHaveText(
    "Insufficient tokens. You need 25 tokens but only have 20.",
  );
  await expect(dialog.getByTestId("token-shortage-balance")).toHaveText("20");
  await expect(dialog.getByTestId("token-shortage-required")).toHaveText("25");
  await expect(dialog.getByTestId("payments-disabled-note")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Buy tokens" })).toHaveCount(0);
  await expect(dialog.getByRole("link", { name: "Upgrade" })).toHaveCount(0);
  // The dialog replaces the toast and the trip to /pricing.
  await expect(page).toHaveURL(new RegExp(`/builder/${resume.id}$`));
  await expect(page.getByTestId("export-progress")).toHaveCount(0);

  await dialog.getByRole("button", { name: "Cancel" }).first().click();
  await expect(dialog).toBeHidden();
  await expect(chip).toHaveAttribute("data-remaining", "20");
});

test("the shortage dialog is Arabic in ar-SA", async ({ page }) => {
  await signUp(page);
  await spend(page, "BOOSTER");
  await spend(page, "AI_SUMMARY");
  const resume = await createResume(page, "Nurse");
  await page.goto(`/ar-SA/builder/${resume.id}`, { timeout: 120_000 });
  await page.locator("header").getByRole("button", { name: "تنزيل PDF" }).click();
  const dialog = page.getByTestId("token-shortage-dialog");
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole("heading")).toHaveText("رصيد الرموز غير كافٍ");
  await expect(dialog.getByTestId("token-shortage-message")).toContainText("تحتاج إلى");
  await expect(dialog.getByTestId("payments-disabled-note")).toBeVisible();
});

for (const locale of ["en-US", "ar-SA"] as const) {
  const prefix = locale === "en-US" ? "" : `/${locale}`;

  test(`/pricing renders the plans, the comparison and the token FAQ in ${locale}`, async ({ page }) => {
    const response = await page.goto(`${prefix}/pricing`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar-SA" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("pricing-panel-plans")).toBeVisible();
    await expect(page.getByTestId("pricing-panel-tokens")).toBeHidden();
    const plans = page.getByTestId("plan-card");
    await expect(plans).toHaveCount(4);
    await expect(plans.nth(0)).toHaveAttribute("data-tier", "FREE");
    await expect(plans.nth(3)).toHaveAttribute("data-tier", "ENTERPRISE");
    await expect(page.getByTestId("plan-comparison")).toBeVisible();
    await expect(page.getByTestId("token-cost-table").locator("[data-operation=PDF_EXPORT]")).toHaveCount(1);
    // Payments are off on this server: the note replaces every buy button.
    await expect(page.getByTestId("payments-disabled-note").first()).toBeVisible();
    await expect(page.getByTestId("checkout-button")).toHaveCount(0);
    // The page is indexable, in every locale.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${prefix}/pricing$`));
    await expect(page.locator('link[rel="alternate"][hreflang="ar-SA"]')).toHaveAttribute("href", /\/ar-SA\/pricing$/);
    // On a phone the comparison scrolls inside its box; the page itself never gets wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBe(0);
  });

  test(`/pricing?tab=tokens opens the token packs on the server in ${locale}`, async ({ page, browser }) => {
    // Without JavaScript too: the server chose the tab.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(`${prefix}/pricing?tab=tokens`);
    await expect(bare.getByTestId("pricing-panel-tokens")).toBeVisible();
    await expect(bare.getByTestId("pricing-panel-plans")).toBeHidden();
    await expect(bare.getByTestId("token-pack-card").first()).toBeVisible();
    await noScript.close();

    await page.goto(`${prefix}/pricing?tab=tokens`);
    await expect(page.getByTestId("pricing-panel-tokens")).toBeVisible();
    // A click before hydration does nothing: repeat until the tabs answer.
    await expect(async () => {
      await page.getByTestId("pricing-tab-plans").click();
      await expect(page.getByTestId("pricing-panel-plans")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 90_000 });
    await expect(page).toHaveURL(new RegExp(`${prefix}/pricing$`));
  });
}

test("/pricing for a signed-in FREE user marks the current plan and offers no checkout while payments are off", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/pricing");
  await expect(page.locator("[data-testid=plan-card][data-tier=FREE]")).toContainText("Current plan");
  await expect(page.getByTestId("checkout-button")).toHaveCount(0);
  await expect(page.getByTestId("payments-disabled-note").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Get started free" })).toHaveCount(0);
});
