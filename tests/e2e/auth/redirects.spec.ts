// Where sign-in sends a visitor; the attacks on the redirect parameter are in ../security/redirects.spec.ts.
import { expect, test } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { fillLoginForm } from "./ui";

test.describe("where sign-in sends you", () => {
  test("a signed-out visit to a protected page goes to login with its path and query, and back after", async ({
    page,
    context,
  }) => {
    const account = await signUp(context.request);
    await context.clearCookies();

    await page.goto("/dashboard/settings?x=1");
    await expect(page).toHaveURL("/auth/login?redirect=%2Fdashboard%2Fsettings%3Fx%3D1");
    await fillLoginForm(page, account.email, account.password);
    await expect(page).toHaveURL("/dashboard/settings?x=1");
  });

  test("in Arabic the way back keeps one locale prefix", async ({ page, context }) => {
    const account = await signUp(context.request);
    await context.clearCookies();

    await page.goto("/ar-SA/dashboard/settings");
    await expect(page).toHaveURL(/\/ar-SA\/auth\/login\?redirect=/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await fillLoginForm(page, account.email, account.password);
    await expect(page).toHaveURL("/ar-SA/dashboard/settings");
  });

  test("a signed-in visitor on an auth page goes to the redirect path or the dashboard", async ({ page, context }) => {
    await signUp(context);
    await page.goto("/auth/login?redirect=%2Fdashboard%2Fsettings");
    await expect(page).toHaveURL("/dashboard/settings");
    for (const path of ["/auth/register", "/auth/forgot-password", "/auth/verify-otp", "/auth/backup-otp", "/auth"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/dashboard\/resumes$/);
    }
  });

  test("index and alias routes", async ({ page, context }) => {
    await page.goto("/auth");
    await expect(page).toHaveURL("/auth/login");
    await page.goto("/auth/callback?status=2fa_required");
    await expect(page).toHaveURL("/auth/verify-otp");
    await page.goto("/auth/callback?status=nonsense");
    await expect(page).toHaveURL("/auth/login");
    await page.goto("/auth/callback?status=authenticated");
    await expect(page).toHaveURL("/auth/login");

    // A failed social sign-in comes back with its code, translated.
    await page.goto("/auth/callback?status=error&code=OAuthUser");
    await expect(page).toHaveURL("/auth/login?error=OAuthUser");
    await expect(page.getByTestId("login-error")).toHaveText(
      "This account signs in with a social provider. Use that button to continue.",
    );

    await page.goto("/auth/verify-email");
    await expect(page).toHaveURL("/auth/login?redirect=%2Fauth%2Fverify-email");

    // (Visiting an Arabic page makes Arabic the remembered language from here on.)
    await page.goto("/ar-SA/auth/callback?status=error&code=OAuthUser");
    await expect(page.getByTestId("login-error")).toHaveText(
      "يسجّل هذا الحساب الدخول عبر حساب تواصل اجتماعي. استخدم الزر الخاص به للمتابعة.",
    );

    await signUp(context);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/ar-SA\/dashboard\/resumes$/);
    await page.goto("/dashboard/payment/pricing");
    await expect(page).toHaveURL(/\/ar-SA\/pricing$/);
  });
});
