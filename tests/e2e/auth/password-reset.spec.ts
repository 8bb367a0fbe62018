import { expect, test } from "@playwright/test";
import { signIn, signUp } from "../fixtures/auth";
import { linkIn, waitForMail } from "../fixtures/services";
import { fillLoginForm, toast } from "./ui";

test("forgot password → mail → reset: the old password fails and the other session is gone", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, a mail, three sign-in attempts and a breached-password check: over a minute on a busy machine.
  test.slow();
  // Another device, signed in before the reset.
  const otherDevice = await browser.newContext({ baseURL });
  const account = await signUp(otherDevice.request);
  const otherPage = await otherDevice.newPage();
  await otherPage.goto("/dashboard/settings");
  await expect(otherPage.getByTestId("settings-profile")).toBeVisible();

  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel("Email").fill(account.email.toUpperCase());
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("forgot-password-sent")).toContainText(account.email);

  const mail = await waitForMail(account.email, { subject: /password/i });
  const link = linkIn(mail, "/auth/reset-password");
  expect(link.origin).toBe(new URL(page.url()).origin);
  await page.goto(`${link.pathname}${link.search}`);

  const newPassword = `${account.password}-renewed`;
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(`${newPassword}x`);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(toast(page)).toContainText("Your password has been changed.");

  // The link is single-use.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("New password", { exact: true }).fill(`${newPassword}-again`);
  await page.getByLabel("Confirm new password").fill(`${newPassword}-again`);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(toast(page)).toContainText("This password reset link is invalid or has expired.");

  await page.goto("/auth/login");
  await fillLoginForm(page, account.username, account.password);
  await expect(toast(page)).toContainText("The email, username or password is not correct.");
  await expect(page).toHaveURL(/\/auth\/login$/);

  await fillLoginForm(page, account.username, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);

  // The other device's session ended with the reset.
  expect((await otherDevice.request.get("/api/user/me")).status()).toBe(401);
  await otherPage.goto("/dashboard/settings");
  await expect(otherPage).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard%2Fsettings$/);
  await otherDevice.close();
});

test("forgot password answers the same for an address nobody uses", async ({ page }) => {
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.test`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("forgot-password-sent")).toContainText("If an account uses");
});

test("the reset page without its token says so", async ({ page, request }) => {
  await page.goto("/auth/reset-password");
  await expect(page.getByText("This page needs the link from your password reset email.")).toBeVisible();
  // A signed-in visitor never sees it: auth pages send them on.
  const account = await signUp(page.context());
  await page.goto("/auth/reset-password?token=abc");
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);
  expect(await signIn(request, { identifier: account.email, password: account.password })).toMatchObject({
    status: "authenticated",
  });
});
