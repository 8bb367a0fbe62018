import { expect, test } from "@playwright/test";
import { expectRegistrationRefused, signUp } from "../fixtures/auth";
import { errorOf } from "../fixtures/errors";

// Issue 21 item 11: a username is the first segment of its public pages, so names of the app's own
// paths are refused, whatever their case, at registration and on a username change.

test.describe("usernames that would shadow the app's routes", () => {
  for (const username of ["meta", "Pricing", "API", "en-us", "Dashboard", "sitemap.xml"]) {
    test(`registering ${JSON.stringify(username)} is refused`, async ({ request }) => {
      await expectRegistrationRefused(request, { username }, { username: ["usernameReserved"] });
    });
  }

  test("changing one's username to a reserved name is refused; an ordinary one is taken", async ({ request }) => {
    await signUp(request);
    for (const username of ["meta", "Pricing", "API"]) {
      const response = await request.patch("/api/user/me", { data: { username } });
      expect(await errorOf(response), username).toMatchObject({
        status: 400,
        fields: { username: ["usernameReserved"] },
      });
    }
    const ordinary = `meta-${Date.now().toString(36)}`;
    const response = await request.patch("/api/user/me", { data: { username: ordinary } });
    expect(response.status()).toBe(200);
  });

  test("the sign-up form says why, in English and in Arabic", async ({ page }) => {
    for (const [path, message] of [
      ["/auth/register", "This username is reserved for a page of the site. Choose another."],
      ["/ar-SA/auth/register", "اسم المستخدم هذا محجوز لصفحة من صفحات الموقع. اختر اسمًا آخر."],
    ] as const) {
      await page.goto(path);
      const username = page.locator("input[name=username]");
      await username.fill("pricing");
      await username.blur();
      await expect(page.getByText(message)).toBeVisible();
    }
  });
});
