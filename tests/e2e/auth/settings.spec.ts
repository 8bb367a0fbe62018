import { expect, test } from "@playwright/test";
import { signIn, signOut, signUp, type TestAccount } from "../fixtures/auth";
import { toast } from "./ui";

type Me = TestAccount["user"];

async function me(page: import("@playwright/test").Page): Promise<Me> {
  return (await (await page.request.get("/api/user/me")).json()) as Me;
}

test("settings changes persist: profile, theme, language, password", async ({ page, context, browser, baseURL }) => {
  // A long journey (two browsers, four saved forms, a breached-password check): a minute on a busy machine.
  test.slow();
  const account = await signUp(context);
  const otherContext = await browser.newContext({ baseURL });
  const other = await signUp(otherContext.request);
  await otherContext.close();

  await page.goto("/dashboard/settings");
  const profile = page.getByTestId("settings-profile");
  await expect(page.getByTestId("settings-email-input")).toHaveValue(account.email);
  await expect(page.getByTestId("settings-email-input")).toHaveAttribute("readonly", "");

  // A taken username lands on its field.
  await profile.getByLabel("Username").fill(other.username);
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByText("This username is taken. Try another.")).toBeVisible();

  const username = `${account.username}-renamed`;
  await profile.getByLabel("Full name").fill("Ada King");
  await profile.getByLabel("Username").fill(username.toUpperCase());
  await profile.getByLabel("Picture address").fill("not a url");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByText("Enter a web address starting with http:// or https://.")).toBeVisible();
  await profile.getByLabel("Picture address").fill("/images/ada.png");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page)).toContainText("Your profile was saved.");

  await page.reload();
  await expect(profile.getByLabel("Full name")).toHaveValue("Ada King");
  await expect(profile.getByLabel("Username")).toHaveValue(username);
  await expect(profile.getByLabel("Picture address")).toHaveValue("/images/ada.png");
  await expect(page.getByTestId("user-menu-trigger")).toContainText("Ada King");
  expect(await me(page)).toMatchObject({ name: "Ada King", username, picture: "/images/ada.png" });

  // Theme: applied at once and saved to the account.
  await page.getByTestId("settings-theme").getByText("Dark").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect.poll(async () => (await me(page)).theme).toBe("dark");

  // Password: the current one is required; other sessions end, this one stays.
  const passwords = page.getByTestId("settings-password");
  await passwords.getByLabel("Current password").fill("not-the-password");
  await passwords.getByLabel("New password").fill(`${account.password}-2`);
  await passwords.getByRole("button", { name: "Change password" }).click();
  await expect(passwords.getByText("This password is not correct.")).toBeVisible();
  await passwords.getByLabel("Current password").fill(account.password);
  await passwords.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page)).toContainText("Your password was changed.");
  expect((await page.request.get("/api/user/me")).status()).toBe(200);

  // Language: saved to the account and applied by moving to its path.
  await page.getByTestId("settings-locale").selectOption("de-DE");
  await expect(page).toHaveURL(/\/de-DE\/dashboard\/settings$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  expect((await me(page)).locale).toBe("de-DE");

  // The sidebar's language menu saves the choice too.
  await page.getByRole("complementary").getByTestId("language-switcher").click();
  await page.getByRole("menuitemradio", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar-SA\/dashboard\/settings$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect.poll(async () => (await me(page)).locale).toBe("ar-SA");

  await signOut(page);
  expect(await signIn(page, { identifier: username, password: `${account.password}-2` })).toMatchObject({ status: "authenticated" });
});
