import { expect, test, type Page } from "@playwright/test";
import { signIn, signOut, signUp, type TestAccount } from "../fixtures/auth";
import { toast } from "./ui";

type Me = TestAccount["user"];

async function me(page: Page): Promise<Me> {
  return (await (await page.request.get("/api/user/me")).json()) as Me;
}

// One account and one settings page for the settings features in turn: each test names the one it
// checks (profile, theme, password, language), and a failure skips the rest instead of signing up again.
test.describe.configure({ mode: "serial" });

let page: Page;
let account: TestAccount;
let other: TestAccount;
const newPassword = () => `${account.password}-2`;
const renamed = () => `${account.username}-renamed`;

test.beforeAll(async ({ browser }) => {
  const otherContext = await browser.newContext();
  other = await signUp(otherContext.request);
  await otherContext.close();
  page = await browser.newPage();
  account = await signUp(page);
  await page.goto("/dashboard/settings");
});

test.afterAll(async () => {
  await page.context().close();
});

test("the email is shown and read-only", async () => {
  await expect(page.getByTestId("settings-email-input")).toHaveValue(account.email);
  await expect(page.getByTestId("settings-email-input")).toHaveAttribute("readonly", "");
});

test("profile: a taken username and a bad picture address land on their fields; the rest is saved", async () => {
  const profile = page.getByTestId("settings-profile");
  await profile.getByLabel("Username").fill(other.username);
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByText("This username is taken. Try another.")).toBeVisible();

  await profile.getByLabel("Full name").fill("Ada King");
  await profile.getByLabel("Username").fill(renamed().toUpperCase());
  await profile.getByLabel("Picture address").fill("not a url");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByText("Enter a web address starting with http:// or https://.")).toBeVisible();
  await profile.getByLabel("Picture address").fill("/images/ada.png");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page)).toContainText("Your profile was saved.");

  await page.reload();
  await expect(profile.getByLabel("Full name")).toHaveValue("Ada King");
  await expect(profile.getByLabel("Username")).toHaveValue(renamed());
  await expect(profile.getByLabel("Picture address")).toHaveValue("/images/ada.png");
  await expect(page.getByTestId("user-menu-trigger")).toContainText("Ada King");
  expect(await me(page)).toMatchObject({ name: "Ada King", username: renamed(), picture: "/images/ada.png" });
});

test("theme: applied at once and saved to the account", async () => {
  await page.getByTestId("settings-theme").getByText("Dark").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect.poll(async () => (await me(page)).theme).toBe("dark");
});

test("password: the current one is required; this session stays", async () => {
  // The new password goes through the breached-password check: slow on a busy machine.
  test.slow();
  const passwords = page.getByTestId("settings-password");
  await passwords.getByLabel("Current password").fill("not-the-password");
  await passwords.getByLabel("New password").fill(newPassword());
  await passwords.getByRole("button", { name: "Change password" }).click();
  await expect(passwords.getByText("This password is not correct.")).toBeVisible();
  await passwords.getByLabel("Current password").fill(account.password);
  await passwords.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page)).toContainText("Your password was changed.");
  expect((await page.request.get("/api/user/me")).status()).toBe(200);
});

test("language: the settings' choice is saved and applied by moving to its path", async () => {
  await page.getByTestId("settings-locale").selectOption("de-DE");
  await expect(page).toHaveURL(/\/de-DE\/dashboard\/settings$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  expect((await me(page)).locale).toBe("de-DE");
});

test("language: the sidebar's menu saves the choice too", async () => {
  await page.getByRole("complementary").getByTestId("language-switcher").click();
  await page.getByRole("menuitemradio", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar-SA\/dashboard\/settings$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect.poll(async () => (await me(page)).locale).toBe("ar-SA");
});

test("the new username and password sign in", async () => {
  await signOut(page);
  expect(await signIn(page, { identifier: renamed(), password: newPassword() })).toMatchObject({
    status: "authenticated",
  });
});
