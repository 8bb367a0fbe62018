import { expect, test } from "@playwright/test";
import { signUp } from "../fixtures/auth";

test.describe("dashboard shell", () => {
  test("sidebar items, Shift shortcuts, Ctrl hints, current item, tier badge, coming-soon assistant", async ({
    page,
    context,
  }) => {
    await signUp(context);
    await page.goto("/dashboard/settings");
    const sidebar = page.getByTestId("dashboard-sidebar");

    for (const [name, href] of [
      ["Resumes", "/dashboard/resumes"],
      ["Smart generator", "/dashboard/smart-generator"],
      ["Pricing", "/pricing"],
      ["Settings", "/dashboard/settings"],
    ] as const) {
      await expect(sidebar.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
    }
    await expect(sidebar.locator("[data-item=aiAssistant]")).toHaveAttribute("aria-disabled", "true");
    await expect(sidebar.locator("[data-item=aiAssistant]")).toContainText("Soon");
    await expect(sidebar.getByTestId("tier-badge")).toHaveAttribute("data-tier", "FREE");
    await expect(sidebar.getByTestId("tier-badge")).toHaveText("Free");

    // The current item has the pulsing dot; only one.
    await expect(sidebar.locator("[aria-current=page]")).toHaveAttribute("data-item", "settings");
    await expect(sidebar.getByTestId("current-dot")).toHaveCount(1);
    await expect(sidebar.locator("[data-item=settings]").getByTestId("current-dot")).toBeVisible();

    // Holding Ctrl reveals the hints (and shows passwords as text); letting go hides them.
    await expect(sidebar.getByTestId("shortcut-hint").first()).toBeHidden();
    const password = page.getByTestId("settings-password").getByLabel("Current password");
    await page.keyboard.down("Control");
    await expect(sidebar.getByTestId("shortcut-hint")).toHaveCount(6);
    await expect(sidebar.getByTestId("shortcut-hint").first()).toBeVisible();
    await expect(sidebar.getByTestId("shortcut-hint").first()).toHaveText("⇧R");
    await expect(password).toHaveAttribute("type", "text");
    await page.keyboard.up("Control");
    await expect(sidebar.getByTestId("shortcut-hint").first()).toBeHidden();
    await expect(password).toHaveAttribute("type", "password");

    // Shift+key shortcuts, but not while typing.
    await page.getByTestId("settings-profile").getByLabel("Full name").press("Shift+KeyR");
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await page.locator("body").click({ position: { x: 900, y: 5 } });
    await page.keyboard.press("Shift+KeyR");
    await expect(page).toHaveURL(/\/dashboard\/resumes$/);
    await page.keyboard.press("Shift+KeyS");
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await page.keyboard.press("Shift+KeyA");
    await expect(page.locator("[data-sonner-toast]")).toContainText("The AI assistant is coming soon.");
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await page.keyboard.press("Shift+KeyQ");
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect((await page.request.get("/api/user/me")).status()).toBe(401);
  });

  test("desktop user menu: tier, transaction history, settings, logout", async ({ page, context }) => {
    const account = await signUp(context);
    await page.goto("/dashboard/settings");
    await page.getByTestId("user-menu-trigger").click();
    const menu = page.getByRole("menu");
    await expect(menu.getByTestId("tier-badge")).toHaveText("Free");
    await expect(menu.getByRole("menuitem", { name: "Transaction history" })).toHaveAttribute(
      "href",
      "/dashboard/transaction-history",
    );
    await expect(menu.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/dashboard/settings");
    await expect(page.getByTestId("user-menu-trigger")).toContainText(account.user.name);
    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect((await page.request.get("/api/user/me")).status()).toBe(401);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the user menu is a bottom sheet with the email; the sidebar is a menu sheet", async ({ page, context }) => {
      const account = await signUp(context);
      await page.goto("/dashboard/settings");
      await expect(page.getByTestId("user-menu-trigger")).toBeHidden();

      await page.getByTestId("user-menu-mobile-trigger").click();
      const sheet = page.getByRole("dialog");
      await expect(sheet.getByTestId("user-menu-email")).toHaveText(account.email);
      await expect(sheet.getByTestId("tier-badge")).toHaveText("Free");
      await sheet.getByRole("link", { name: "Settings" }).click();
      await expect(sheet).toBeHidden();

      await page.getByTestId("dashboard-menu-trigger").click();
      await page
        .getByRole("dialog")
        .getByRole("link", { name: /^Resumes/ })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/resumes$/);
      await expect(page.getByRole("dialog")).toBeHidden();

      await page.getByTestId("user-menu-mobile-trigger").click();
      await page.getByRole("dialog").getByRole("button", { name: "Log out" }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
    });
  });
});
