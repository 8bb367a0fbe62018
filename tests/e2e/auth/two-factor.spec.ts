import { expect, test } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { fillLoginForm, logOutFromSidebar, totp, toast } from "./ui";

test("two-factor: set up in the dialog, sign-in asks for the code, a backup code works once, then turn it off", async ({
  page,
  context,
}) => {
  // The whole journey, now with the password step before setting up: over a minute on a busy machine.
  test.slow();
  const account = await signUp(context);
  await page.goto("/dashboard/settings");
  await expect(page.getByTestId("two-factor-status")).toHaveText("Off");

  // create: the QR code (256 px) of the provisioning URI, and its key for typing by hand.
  await page.getByTestId("settings-two-factor").getByRole("button", { name: "Turn on" }).click();
  const dialog = page.getByTestId("two-factor-dialog");
  // confirm: the password first; a wrong one is named as such.
  await expect(dialog).toHaveAttribute("data-mode", "confirm");
  await dialog.locator("#two-factor-input").fill("not the password");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This password is not correct.");
  await dialog.locator("#two-factor-input").fill(account.password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toHaveAttribute("data-mode", "create");
  await expect(dialog.getByTestId("two-factor-qr").locator("svg")).toHaveAttribute("height", "256");
  const secret = ((await dialog.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // update: cancel goes back to create with the same key; an empty code sends nothing.
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toHaveAttribute("data-mode", "update");
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog).toHaveAttribute("data-mode", "create");
  await expect(dialog.getByTestId("two-factor-secret")).toHaveText(/\S/);
  expect(((await dialog.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s/g, "")).toBe(secret);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expect(dialog).toHaveAttribute("data-mode", "update");

  await dialog.getByLabel("6-digit code").fill("12345");
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Code must be a 6 digit number");

  const good = await totp(secret);
  const wrong = good.replace(/\d$/, (digit) => String((Number(digit) + 5) % 10));
  await dialog.getByLabel("6-digit code").fill(wrong);
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "That code is not valid. Check your authenticator app and try again.",
  );

  await dialog.getByLabel("6-digit code").fill(good);
  await dialog.getByRole("button", { name: "Turn on" }).click();

  // duplicate: ten backup codes of ten characters, shown this once.
  await expect(dialog).toHaveAttribute("data-mode", "duplicate");
  const codes = await dialog.getByTestId("backup-codes").locator("li").allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z0-9]{10}$/);
  await dialog.getByRole("button", { name: "I saved my codes" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("two-factor-status")).toHaveText("On");

  await logOutFromSidebar(page);
  await fillLoginForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/auth\/verify-otp$/);
  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await expect(page).toHaveURL(/\/auth\/backup-otp$/);
  await page.getByLabel("Backup code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);

  await page.goto("/dashboard/settings");
  await logOutFromSidebar(page);
  await fillLoginForm(page, account.username, account.password);
  await expect(page).toHaveURL(/\/auth\/verify-otp$/);
  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("backup-form").getByRole("alert")).toHaveText(
    "That backup code is not valid or has already been used.",
  );
  await expect(page).toHaveURL(/\/auth\/backup-otp$/);
  expect((await page.request.get("/api/user/me")).status()).toBe(401);

  // The app's code still works (a later step than the one spent on enabling).
  await page.getByRole("link", { name: "Use your authenticator app instead" }).click();
  await page.getByLabel("Authentication code").fill(await totp(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);

  // delete: turning it off needs the password (or a code); the answer's message is the toast.
  await page.goto("/dashboard/settings");
  await page.getByTestId("settings-two-factor").getByRole("button", { name: "Turn off" }).click();
  await expect(dialog).toHaveAttribute("data-mode", "delete");
  await dialog.getByRole("button", { name: "Use your password instead" }).click();
  await dialog.getByLabel("Password", { exact: true }).fill(`${account.password}-wrong`);
  await dialog.getByRole("button", { name: "Turn off" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This password is not correct.");
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Turn off" }).click();
  await expect(toast(page)).toContainText("Two-factor authentication is now off.");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("two-factor-status")).toHaveText("Off");
});
