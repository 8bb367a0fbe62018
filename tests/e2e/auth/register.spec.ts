import { expect, test } from "@playwright/test";
import { signUp, uniqueAccountFields } from "../fixtures/auth";
import { linkIn, waitForMail } from "../fixtures/services";
import { fillLoginForm, logOutFromSidebar } from "./ui";

test.describe("registration", () => {
  test("register → the mail arrives → verify → log out → sign in by username", async ({ page }) => {
    const fields = uniqueAccountFields();
    await page.goto("/auth/register");
    const form = page.getByTestId("sign-up-form");

    // The username follows the name until the user edits it.
    await form.getByLabel("Full name").fill("Grace B. Hopper");
    await expect(form.getByLabel("Username")).toHaveValue("grace-b.-hopper");
    await form.getByLabel("Full name").fill("Grace Hopper");
    await expect(form.getByLabel("Username")).toHaveValue("grace-hopper");
    await form.getByLabel("Username").fill(fields.username);
    await form.getByLabel("Full name").fill("Grace Brewster Hopper");
    await expect(form.getByLabel("Username")).toHaveValue(fields.username);

    await form.getByLabel("Email").fill(fields.email.toUpperCase());
    await form.getByLabel("Password", { exact: true }).fill("short");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByText("Password must be at least 8 characters long.")).toBeVisible();
    await form.getByLabel("Password", { exact: true }).fill(fields.password);
    await expect(page.getByTestId("password-strength")).not.toHaveAttribute("data-score", "");
    await form.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    await expect(page.getByTestId("verify-email")).toHaveAttribute("data-state", "pending");
    await expect(page.getByText(fields.email)).toBeVisible();

    const mail = await waitForMail(fields.email);
    const link = linkIn(mail, "/auth/verify-email");
    expect(link.origin).toBe(new URL(page.url()).origin);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByTestId("verify-email")).toHaveAttribute("data-state", "verified");

    const me = (await (await page.request.get("/api/user/me")).json()) as {
      email: string;
      username: string;
      emailVerified: boolean;
    };
    expect(me).toMatchObject({ email: fields.email, username: fields.username, emailVerified: true });

    await page.goto("/dashboard/settings");
    await logOutFromSidebar(page);
    expect((await page.request.get("/api/user/me")).status()).toBe(401);

    await fillLoginForm(page, fields.username, fields.password);
    await expect(page).toHaveURL(/\/dashboard\/resumes$/);
    expect((await page.request.get("/api/user/me")).status()).toBe(200);
  });

  test("a taken email or username is shown on its field", async ({ page, browser, baseURL }) => {
    const other = await browser.newContext({ baseURL });
    const existing = await signUp(other.request);
    await other.close();

    await page.goto("/auth/register");
    const form = page.getByTestId("sign-up-form");
    const fresh = uniqueAccountFields();
    await form.getByLabel("Full name").fill("Someone Else");
    await form.getByLabel("Email").fill(existing.email);
    await form.getByLabel("Username").fill(fresh.username);
    await form.getByLabel("Password", { exact: true }).fill(fresh.password);
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByText("An account with this email already exists.")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Email").fill(fresh.email);
    await form.getByLabel("Username").fill(existing.username);
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByText("This username is taken. Try another.")).toBeVisible();
    await expect(form.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/auth\/register$/);
  });

  test("a mailed verification link opened while signed out goes through sign-in first", async ({
    page,
    browser,
    baseURL,
  }) => {
    const other = await browser.newContext({ baseURL });
    const account = await signUp(other.request);
    await other.close();
    const link = linkIn(await waitForMail(account.email), "/auth/verify-email");

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(
      (url) => url.pathname === "/auth/login" && url.searchParams.get("redirect") === `${link.pathname}${link.search}`,
    );
    await fillLoginForm(page, account.email, account.password);
    await expect(page.getByTestId("verify-email")).toHaveAttribute("data-state", "verified");
  });
});
