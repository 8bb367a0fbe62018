import { expect, test } from "@playwright/test";
import { expectRegistrationRefused, signUp, uniqueAccountFields } from "../fixtures/auth";
import { errorOf } from "../fixtures/errors";

// Issue 21 item 10: passwords from breach lists, with the usual year-and-symbol decoration, are
// refused at registration and on a password change, with the weak-password field error.

const breached = ["Summer2024!", "Spring2025!", "Iloveyou123!", "Admin@123"];

test.describe("breached passwords", () => {
  for (const password of breached) {
    test(`registering with ${password} answers the weak-password error`, async ({ request }) => {
      await expectRegistrationRefused(request, { password }, { password: ["passwordTooCommon"] });
    });
  }

  test("changing to a breached password is refused", async ({ request }) => {
    const account = await signUp(request);
    for (const newPassword of breached) {
      const response = await request.post("/api/user/me/password", {
        data: { currentPassword: account.password, newPassword },
      });
      expect(await errorOf(response), newPassword).toMatchObject({
        status: 400,
        fields: { newPassword: ["passwordTooCommon"] },
      });
    }
  });

  test("the sign-up form shows why on submit", async ({ page }) => {
    const fields = uniqueAccountFields({ password: "Summer2024!" });
    await page.goto("/auth/register");
    await page.locator("input[name=name]").fill(fields.name);
    await page.locator("input[name=email]").fill(fields.email);
    await page.locator("input[name=username]").fill(fields.username);
    await page.locator("input[name=password]").fill(fields.password);
    await page.locator("form button[type=submit]").click();
    await expect(page.getByText(/too common/i)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/register/);
  });
});
