import { expect, test } from "@playwright/test";
import { holdScripts } from "../fixtures/held-scripts";
import { signOut, signUp } from "../fixtures/auth";
import { fillLoginForm, toast } from "./ui";

test.describe("sign-in forms", () => {
  test("login and register share the card: logo, language, theme, social buttons, terms, the link between them", async ({
    page,
  }) => {
    await page.goto("/auth/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
    await expect(page.getByTestId("language-switcher")).toBeVisible();
    await expect(page.getByTestId("theme-toggle")).toBeVisible();
    await expect(page.getByTestId("free-badge")).toHaveText("FREE");
    await expect(page.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/meta/terms-of-use");
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/meta/privacy-policy");
    // The e2e server runs a loopback OpenID provider: its button starts the flow at /api/auth/openid.
    await expect(page.locator("a[data-provider=openid]")).toHaveAttribute("href", "/api/auth/openid");
    await expect(page.locator("a[data-provider=openid]")).toHaveText("Loopback OpenID");

    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page.locator("a[data-provider=openid]")).toBeVisible();
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await page.setViewportSize({ width: 800, height: 900 });
    await expect(page.getByTestId("free-badge")).toBeHidden();
  });

  test("the social button carries the redirect along", async ({ page }) => {
    await page.goto("/auth/login?redirect=%2Fdashboard%2Fsettings");
    await expect(page.locator("a[data-provider=openid]")).toHaveAttribute(
      "href",
      "/api/auth/openid?redirect=%2Fdashboard%2Fsettings",
    );
  });

  test("holding Ctrl shows the password while held", async ({ page }) => {
    await page.goto("/auth/login");
    const password = page.getByTestId("login-form").getByLabel("Password", { exact: true });
    await password.fill("secret words");
    await expect(password).toHaveAttribute("type", "password");
    await page.keyboard.down("Control");
    await expect(password).toHaveAttribute("type", "text");
    await page.keyboard.up("Control");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
  });

  test("validation and server errors are translated, in English and Arabic", async ({ page, context }) => {
    const account = await signUp(context);
    await signOut(context.request);

    await page.goto("/auth/login");
    const form = page.getByTestId("login-form");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(form.getByText("Enter your email or username.")).toBeVisible();
    await expect(form.getByText("Enter your password.")).toBeVisible();
    await fillLoginForm(page, "bad name!", "whatever");
    await expect(
      form.getByText("Usernames can only contain letters, numbers, periods, hyphens, and underscores."),
    ).toBeVisible();
    await fillLoginForm(page, account.email, "wrong-password");
    await expect(toast(page)).toContainText("The email, username or password is not correct.");

    await page.goto("/ar-SA/auth/login");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await fillLoginForm(page, account.username, "wrong-password");
    await expect(toast(page)).toContainText("البريد الإلكتروني أو اسم المستخدم أو كلمة المرور غير صحيحة.");
    await page.getByTestId("login-form").locator("input[autocomplete=username]").fill("");
    await page.getByTestId("login-form").locator("button[type=submit]").click();
    await expect(page.getByTestId("login-form").getByText("أدخل بريدك الإلكتروني أو اسم المستخدم.")).toBeVisible();

    // Visiting Arabic pages made Arabic the remembered language: forget it to continue in English.
    await page.context().clearCookies();
    await page.goto("/auth/verify-otp");
    await page.getByLabel("Authentication code").fill("12a");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByTestId("totp-form").getByText("Code must be a 6 digit number")).toBeVisible();
  });

  test("what a visitor types before the page's scripts run is kept when they do", async ({ page }) => {
    const account = await signUp(page);
    await signOut(page);
    const scripts = await holdScripts(page);
    await page.goto("/auth/login", { waitUntil: "commit" });
    const form = page.getByTestId("login-form");
    await form.locator("input[autocomplete=username]").fill(account.email);
    await form.locator("input[autocomplete=current-password]").fill(account.password);
    scripts.release();
    await page.waitForLoadState("load");
    // Hydrated: the fields still hold what was typed, and it signs in.
    await expect(form.locator("input[autocomplete=username]")).toHaveValue(account.email);
    await expect(form.locator("input[autocomplete=current-password]")).toHaveValue(account.password);
    await form.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/dashboard\/resumes$/);
  });
});
