import { expect, test, type Page } from "@playwright/test";
import { createResume } from "../builder/core-helpers";
import { signUp } from "../fixtures/auth";

/*
 * Issue 25, item 4: one digit system per locale. In ar-SA the interface writes its numbers in
 * Arabic-Indic digits (٠١٢…), so no Western digit may appear in the interface's own text: toolbars,
 * menus, buttons, counters, dialogs. Left out: the resume preview (an iframe: the user's document),
 * what the user typed (fields, the rich-text editor, text in its own direction: dir="auto"), names
 * (translate="no": "Source Serif 4") and code-like tokens that keep Latin letters (A4, H1, an e-mail
 * address, a URL).
 */

/** The visible text tokens of the interface that carry a Western digit. */
async function westernDigits(page: Page, scope = "body"): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`no ${selector}`];
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent ?? "";
      if (!element || !/[0-9]/.test(text)) continue;
      if (element.closest("script, style, noscript, input, textarea, [contenteditable=true], code, kbd, pre")) continue;
      if (element.closest("[aria-hidden=true], .sr-only, [dir=auto], [translate=no]")) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width < 1 || box.height < 1 || style.visibility === "hidden" || style.display === "none") continue;
      for (const token of text.split(/\s+/)) {
        // A token with a Latin letter, an @ or a slash is a code, a format name or an address.
        if (/[0-9]/.test(token) && !/[A-Za-z@/]/.test(token)) found.push(`${token} in "${text.trim().slice(0, 80)}"`);
      }
    }
    return found;
  }, scope);
}

/** No Western digit in the interface's text: the locale's own digits only (Arabic-Indic; Persian in fa-IR). */
async function expectArabicDigitsOnly(page: Page, label: string, scope?: string) {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
  expect.soft(await westernDigits(page, scope), label).toEqual([]);
}

test.describe("ar-SA writes its numbers in Arabic-Indic digits", () => {
  test("the pricing page", async ({ page }) => {
    await page.goto("/ar-SA/pricing", { timeout: 120_000 });
    // The page has numbers to show: prices, token counts, the number of templates.
    await expect(page.locator("main")).toContainText(/[٠-٩]/);
    await expectArabicDigitsOnly(page, "pricing");
  });

  test("the dashboard, its token balance and the builder's toolbars and panels", async ({ page }) => {
    test.setTimeout(240_000);
    await signUp(page, { name: "ليلى حداد" });
    await createResume(page, { title: "سيرتي", name: "ليلى حداد" });
    const resume = await createResume(page, { title: "سيرة ثانية", name: "ليلى حداد" });

    await page.goto("/ar-SA/dashboard/resumes", { timeout: 120_000 });
    const chip = page.getByTestId("token-balance-chip").filter({ visible: true });
    await expect(chip).toContainText(/[٠-٩]/);
    await expectArabicDigitsOnly(page, "dashboard");
    await chip.click();
    await expect(page.getByTestId("token-balance-popover")).toBeVisible();
    await expectArabicDigitsOnly(page, "token balance", '[data-testid="token-balance-popover"]');
    await page.keyboard.press("Escape");

    await page.goto(`/ar-SA/builder/${resume.id}`, { timeout: 180_000 });
    await expect(page.locator("input").first()).toBeVisible({ timeout: 120_000 });
    // The preview toolbar's zoom level and page count are numbers.
    await expect(page.locator("body")).toContainText(/[٠-٩]+٪/, { timeout: 60_000 });
    await expectArabicDigitsOnly(page, "builder, content panel");
    // A dialog of the toolbar: the analysis names its cost in tokens.
    await page.getByRole("button", { name: "تحليل", exact: true }).click();
    await expect(page.getByRole("dialog")).toContainText(/[٠-٩]/);
    await expectArabicDigitsOnly(page, "analysis dialog", '[role="dialog"]');
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("tab", { name: "التصميم" }).first().click();
    await expectArabicDigitsOnly(page, "builder, design panel");

    // On a phone the builder has its own bars (edit and preview tabs, the preview's toolbar).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator("input").first()).toBeVisible({ timeout: 120_000 });
    await expectArabicDigitsOnly(page, "builder on a phone, editing");
    await page.getByRole("tab", { name: "معاينة", exact: true }).click();
    await expect(page.locator("body")).toContainText(/[٠-٩]+٪/, { timeout: 60_000 });
    await expectArabicDigitsOnly(page, "builder on a phone, preview");
  });
});

test.describe("fa-IR writes its numbers in Persian digits", () => {
  test("the pricing page and the dashboard's token balance", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto("/fa-IR/pricing", { timeout: 120_000 });
    // Extended Arabic-Indic digits (۰۱۲…), not the Arabic-Indic ones of ar-SA (٠١٢…) nor Western ones.
    await expect(page.locator("main")).toContainText(/[۰-۹]/);
    await expect(page.locator("main")).not.toContainText(/[٠-٩]/);
    await expectArabicDigitsOnly(page, "pricing");

    await signUp(page, { name: "سارا احمدی" });
    await page.goto("/fa-IR/dashboard/resumes", { timeout: 120_000 });
    const chip = page.getByTestId("token-balance-chip").filter({ visible: true });
    await expect(chip).toContainText(/[۰-۹]/);
    await expectArabicDigitsOnly(page, "dashboard");
  });
});
