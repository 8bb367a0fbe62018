import { expect, test } from "@playwright/test";
import { resolveChromium } from "@/lib/pdf/chromium";
import { holdScripts } from "../fixtures/held-scripts";

test.describe("site shell", () => {
  test("renders the home page in English, German and right-to-left Arabic", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Build a resume that gets you hired");
    const nav = page.getByRole("banner");
    for (const name of ["Templates", "Pricing", "FAQ", "Log in", "AI generator"]) {
      await expect(nav.getByRole("link", { name, exact: true }).first()).toBeVisible();
    }

    await page.goto("/de-DE");
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Build a resume that gets you hired");

    await page.goto("/ar-SA");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
  });

  test("answers the not-found page for an unsupported locale and for unknown paths", async ({ page }) => {
    const response = await page.goto("/xx-XX/anything");
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe("/404");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByText("404", { exact: true })).toBeVisible();

    const unknown = await page.goto("/ar-SA/no/such/page/here");
    expect(unknown?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("main").getByRole("link").click();
    await expect(page).toHaveURL(/\/ar-SA$/);
  });

  test("the phone menu opens with the links, closes with Escape, a link or a press outside", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();
    const sheet = page.getByRole("dialog", { name: "Navigation" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "AI generator" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();
    // A press on the backdrop closes it; one inside does not.
    await button.click();
    await sheet.getByRole("heading", { name: "Navigation" }).click();
    await expect(sheet).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(sheet).toBeHidden();
    // Its own close button, and a link, close it too.
    await button.click();
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toBeHidden();
    await button.click();
    await sheet.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a visitor's back button restores the landing from the back/forward cache", async ({ playwright, baseURL }) => {
    // Playwright turns the back/forward cache off by default: this browser has it, as people's have. A headless
    // shell (what prints, and all a fresh machine may have) has none.
    const whole = await resolveChromium();
    test.skip(whole.headlessShell, "only a headless shell is installed here, which has no back/forward cache");
    const browser = await playwright.chromium.launch({
      executablePath: whole.executablePath,
      args: whole.args,
      ignoreDefaultArgs: ["--disable-back-forward-cache"],
    });
    try {
      const page = await browser.newPage({ baseURL });
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-theme-choice", /./);
      await page.evaluate(() => Object.assign(window, { keptPage: true }));
      // A document navigation (not the app's own), then back: the same page instance comes back, which a
      // no-store page, or one that received a no-store answer (the header's session check), never does.
      await page.goto("/faq");
      // A page restored from that cache fires no load event.
      await page.goBack({ waitUntil: "commit" });
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => "keptPage" in window)).toBe(true);
    } finally {
      await browser.close();
    }
  });

  test("cycles the theme light → system → dark → light and keeps it across a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    const toggle = page.getByTestId("theme-toggle");
    const html = page.locator("html");
    // The button's name says the choice (the parts for the others are hidden).
    await expect(toggle).toHaveAccessibleName("Change theme (now: Light)");
    await expect(html).not.toHaveClass(/dark/);

    await toggle.click();
    await expect(html).toHaveAttribute("data-theme-choice", "system");
    await expect(toggle).toHaveAccessibleName("Change theme (now: System)");
    await expect(html).toHaveClass(/dark/); // the emulated system preference is dark

    await toggle.click();
    await expect(html).toHaveAttribute("data-theme-choice", "dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(toggle).toHaveAccessibleName("Change theme (now: Dark)");

    await toggle.click();
    await expect(html).toHaveAttribute("data-theme-choice", "light");
    await expect(html).not.toHaveClass(/dark/);
  });

  test("switches the theme without colour transitions, and costs a page load no such switch", async ({ page }) => {
    // Every style element that turns every transition off (ours, or next-themes' own), from the first script on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { transitionsOff: string[] }).transitionsOff = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof HTMLStyleElement &&
              /^\*,\*::before,\*::after\{[^}]*transition:none/.test(node.textContent ?? "")
            )
              seen.push(`${Math.round(performance.now())}`);
      }).observe(document, { childList: true, subtree: true });
    });
    const transitionsOff = () =>
      page.evaluate(() => (window as unknown as { transitionsOff: string[] }).transitionsOff.length);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    const toggle = page.getByTestId("theme-toggle");
    await expect(page.locator("html")).toHaveAttribute("data-theme-choice", "light");
    await expect(page.getByTestId("template-carousel")).toHaveAttribute("data-per-view", /^\d$/);
    await page.waitForLoadState("load");
    expect(await transitionsOff(), "a page load turned transitions off (a whole-page style pass)").toBe(0);

    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme-choice", "system");
    await expect(page.locator("html")).toHaveClass(/dark/); // the emulated system preference is dark
    expect(await transitionsOff()).toBe(1);
    // The rule is gone again once the new colours are in.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll("style")].some((style) =>
            /^\*,\*::before,\*::after\{/.test(style.textContent ?? ""),
          ),
        ),
      )
      .toBe(false);
  });

  test("paints the stored dark theme before any script runs (no flash)", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("the header's controls answer before any of Next.js's scripts has run", async ({ page }) => {
    // On pricing, which loads the framework: its scripts are held, and the site's inline script answers alone.
    const scripts = await holdScripts(page);
    await page.goto("/pricing", { waitUntil: "commit" });
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("data-theme-choice", "system");
    await page.getByTestId("language-switcher").click();
    await expect(page.getByRole("navigation", { name: "Language" })).toBeVisible();
    await page.keyboard.press("Escape");
    scripts.release();
    await page.waitForLoadState("networkidle");
    // Answered once, not by both the script and React: the choice after light, not the one after that.
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
    // With the framework running, next-themes follows the script's choice.
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.locator("html")).toHaveAttribute("data-theme-choice", "dark");
  });

  test("switches language to the same page's prefixed path, by links, and remembers it", async ({ page }) => {
    await page.goto("/pricing?tab=tokens");
    await page.getByTestId("language-switcher").click();
    const menu = page.getByRole("navigation", { name: "Language" });
    const items = menu.getByRole("link");
    await expect(items.nth(0)).toHaveAttribute("hreflang", "en-US");
    await expect(items.nth(1)).toHaveAttribute("hreflang", "zh-CN");
    await expect(items.nth(4)).toHaveAttribute("hreflang", "ar-SA");
    // The current language has the focus and is marked; the arrow keys move down the list.
    await expect(menu.getByRole("link", { name: "English" })).toBeFocused();
    await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toBeFocused();
    await menu.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de-DE\/pricing\?tab=tokens$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");

    await page.goto("/");
    await expect(page).toHaveURL(/\/de-DE$/);
    // Back to English from the landing, which runs without Next.js: the unprefixed path, and it stays.
    await page.getByTestId("language-switcher").click();
    await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await page.goto("/pricing");
    await expect(page).toHaveURL(/:\d+\/pricing$/);

    await page.goto("/?locale=ar-SA");
    await expect(page).toHaveURL(/\/ar-SA$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("serves the feature flags and payment configuration, and JSON 404s for unknown API paths", async ({
    request,
  }) => {
    const flags = await request.get("/api/feature/flags");
    expect(await flags.json()).toEqual({
      isSignupsDisabled: false,
      isEmailAuthDisabled: false,
      premiumFeaturesEnabled: true,
    });
    const payment = await request.get("/api/payment/config");
    // Without Stripe keys nothing is purchasable, but the plans and packs are still described.
    const config = await payment.json();
    expect(config).toMatchObject({ paymentsEnabled: false, currency: "USD" });
    expect(config.plans.map((plan: { tier: string }) => plan.tier)).toEqual([
      "FREE",
      "BASIC",
      "PROFESSIONAL",
      "ENTERPRISE",
    ]);
    expect(config.plans.every((plan: { purchasable: boolean }) => !plan.purchasable)).toBe(true);
    expect(config.tokenPacks.length).toBeGreaterThan(0);
    const missing = await request.get("/api/no/such/endpoint");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: "NotFound" } });
  });
});
