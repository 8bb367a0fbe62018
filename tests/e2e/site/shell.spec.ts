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

  test("the phone menu's code loads when it is pressed; it opens with the links and closes with Escape", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    // Hydrated: the theme toggle is a client island.
    await expect(page.getByTestId("theme-toggle")).toHaveAttribute("data-theme-choice", /./);
    const scripts: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "script" && scripts.push(request.url())));
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();
    const sheet = page.getByRole("dialog", { name: "Navigation" });
    await expect(sheet).toBeVisible();
    expect(scripts.length, "the sheet's code came with the press").toBeGreaterThan(0);
    await expect(sheet.getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "AI generator" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    // Once loaded, it opens again at once.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(sheet).toBeVisible();
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
      await expect(page.getByTestId("theme-toggle")).toHaveAttribute("data-theme-choice", /./);
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
    await expect(toggle).toHaveAttribute("data-theme-choice", "light");
    await expect(html).not.toHaveClass(/dark/);

    await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-choice", "system");
    await expect(html).toHaveClass(/dark/); // the emulated system preference is dark

    await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-choice", "dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute("data-theme-choice", "dark");

    await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-choice", "light");
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
    await expect(toggle).toHaveAttribute("data-theme-choice", "light");
    // Hydrated (the carousel counts its slides in the browser only): the providers' mount effects have run.
    await expect(page.getByTestId("template-carousel")).toHaveAttribute("data-per-view", /^\d$/);
    expect(await transitionsOff(), "a page load turned transitions off (a whole-page style pass)").toBe(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-choice", "system");
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

  test("a menu or the theme button pressed before the page's scripts run answers once, when they have", async ({
    page,
  }) => {
    // The language menu on a wide screen, the phone menu on a narrow one (both load their code on a press),
    // and the theme button, which must move on by one step only.
    const toggle = page.getByTestId("theme-toggle");
    for (const { width, button, answered } of [
      { width: 1280, button: page.getByTestId("language-switcher"), answered: page.getByRole("menu") },
      { width: 390, button: page.getByRole("button", { name: "Open menu" }), answered: page.getByRole("dialog") },
      {
        width: 1280,
        button: toggle,
        answered: page.locator('[data-testid="theme-toggle"][data-theme-choice="system"]'),
      },
    ]) {
      await page.setViewportSize({ width, height: 800 });
      const scripts = await holdScripts(page);
      await page.goto("/", { waitUntil: "commit" });
      await button.click();
      await expect(answered).toHaveCount(0);
      scripts.release();
      await expect(answered).toBeVisible();
      await page.unrouteAll({ behavior: "wait" });
    }
    // Answered once, not by both the button and React: the choice after light, not the one after that.
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
  });

  test("switches language to the prefixed path and remembers it", async ({ page }) => {
    await page.goto("/pricing?tab=tokens");
    await page.goto("/");
    // The hydrated menu (a press before the scripts have its own test above): the carousel counts its
    // slides in the browser only.
    await expect(page.getByTestId("template-carousel")).toHaveAttribute("data-per-view", /^\d$/);
    await page.getByTestId("language-switcher").click();
    const items = page.getByRole("menuitemradio");
    await expect(items.nth(0)).toHaveAttribute("data-locale", "en-US");
    await expect(items.nth(1)).toHaveAttribute("data-locale", "zh-CN");
    await expect(items.nth(4)).toHaveAttribute("data-locale", "ar-SA");
    await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de-DE$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");

    await page.goto("/");
    await expect(page).toHaveURL(/\/de-DE$/);

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
