import { expect, test } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { fillSignUpForm, toast } from "./ui";

// Issue 24, items 7-11: what a new user meets on the first day around the dashboard.

test.describe("a new user's first day", () => {
  // The gallery sends a visitor to the guest builder with the template (tests/e2e/guests), whose resume
  // moves into the new account; a sign-up page reached with a template to come back to keeps it too.
  test("sign-up keeps the template it was sent with; an outside redirect is still refused", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // two registrations and the first builder load of a fresh server
    await page.goto(`/auth/register?redirect=${encodeURIComponent("/dashboard/resumes?template=onyx")}`);
    await fillSignUpForm(page);

    await expect(page).toHaveURL(/\/dashboard\/resumes\?template=onyx$/);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: /Blank resume/ }).click();
    await dialog.getByRole("textbox", { name: "Title" }).fill("Onyx from the gallery");
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/builder\/[^/?]+\?template=onyx$/, { timeout: 60_000 });

    // Another visitor sent to sign-up with a redirect to another site ends on verify-email, on this site.
    const other = await browser.newContext({ baseURL });
    const visitor = await other.newPage();
    await visitor.goto(`/auth/register?redirect=${encodeURIComponent("//evil.example/steal")}`);
    await fillSignUpForm(visitor);
    await expect(visitor).toHaveURL(/^http:\/\/[^/]+\/auth\/verify-email$/);
    await other.close();
  });

  test("signed in, the marketing pages and the 404 page show the dashboard link and account menu; the dashboard has one main", async ({
    page,
    context,
  }) => {
    await page.goto("/pricing");
    await expect(page.getByTestId("site-login")).toBeVisible();
    const account = await signUp(context);

    for (const path of ["/", "/pricing", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.getByTestId("site-dashboard-link")).toHaveAttribute("href", "/dashboard/resumes");
      await expect(page.getByTestId("site-login")).toHaveCount(0);
    }
    await page.getByTestId("site-account-menu").click();
    await expect(page.getByRole("menu")).toContainText(account.user.name);
    await expect(page.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/dashboard/settings");

    for (const path of ["/dashboard/resumes", "/dashboard/settings", "/dashboard/transaction-history"]) {
      await page.goto(path);
      await expect(page.locator("main")).toHaveCount(1);
      await expect(page.locator("#main")).toHaveCount(1);
    }
  });

  test("the verify-email card holds its buttons and controls on desktop, in English and Arabic", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUp(context);
    for (const path of ["/auth/verify-email", "/ar-SA/auth/verify-email"]) {
      await page.goto(path);
      const card = page.getByTestId("verify-email").locator("xpath=ancestor::div[contains(@class,'rounded-2xl')]");
      await expect(page.getByTestId("verify-email")).toHaveAttribute("data-state", "pending");
      // Nothing wider than the card (it clips what overflows), and the theme toggle and the last button inside it.
      expect(await card.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      const box = (await card.boundingBox())!;
      for (const control of [
        page.getByTestId("verify-email").getByRole("link"),
        card.locator("header button").last(),
      ]) {
        const inner = (await control.boundingBox())!;
        expect(inner.x).toBeGreaterThanOrEqual(box.x);
        expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
    }
  });

  test("the page's language wins for messages, and switching language on a marketing page saves it to the profile", async ({
    page,
    context,
  }) => {
    const account = await signUp(context);
    expect(account.user.locale).toBe("en-US");
    // The profile says en-US; a password changed on the Arabic settings page is confirmed in Arabic.
    await page.goto("/ar-SA/dashboard/settings");
    const form = page.getByTestId("settings-password");
    await form.locator("input[autocomplete=current-password]").fill(account.password);
    await form.locator("input[autocomplete=new-password]").fill(`${account.password}-changed`);
    await form.locator("button[type=submit]").click();
    await expect(toast(page)).toContainText("تم تغيير كلمة المرور");

    await page.goto("/pricing");
    await page.getByTestId("site-dashboard-link").waitFor();
    await page.getByTestId("language-switcher").click();
    await page.locator('[data-locale-link="fr-FR"]').click();
    await expect(page).toHaveURL(/\/fr-FR\/pricing$/);
    await expect
      .poll(async () => ((await (await page.request.get("/api/user/me")).json()) as { locale: string }).locale)
      .toBe("fr-FR");
  });
});
