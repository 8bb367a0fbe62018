import { generate } from "otplib";
import { expect, type Page } from "@playwright/test";
import { uniqueAccountFields } from "../fixtures/auth";

// Steps the account journeys share, done the way a person does them: through the forms.

/** The TOTP code for `steps` 30-second steps from now, as an authenticator app would show it. */
export function totp(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Fills and submits the login form in any language (by the fields' autocomplete roles, not their labels). */
export async function fillLoginForm(page: Page, identifier: string, password: string) {
  const form = page.getByTestId("login-form");
  await form.locator("input[autocomplete=username]").fill(identifier);
  await form.locator("input[autocomplete=current-password]").fill(password);
  await form.locator("button[type=submit]").click();
}

/** Fills the sign-up form with a new account's fields, in the order a person does, and submits it. */
export async function fillSignUpForm(page: Page) {
  const fields = uniqueAccountFields();
  const form = page.getByTestId("sign-up-form");
  await form.getByLabel("Full name").fill(fields.name);
  await form.getByLabel("Username").fill(fields.username);
  await form.getByLabel("Email").fill(fields.email);
  await form.getByLabel("Password", { exact: true }).fill(fields.password);
  await form.getByRole("button", { name: "Create account" }).click();
}

/** Logs out with the sidebar's Log out item and waits for the login page. */
export async function logOutFromSidebar(page: Page) {
  await page.getByTestId("dashboard-sidebar").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** The toast sonner shows (one at a time). */
export function toast(page: Page) {
  return page.locator("[data-sonner-toast]");
}
