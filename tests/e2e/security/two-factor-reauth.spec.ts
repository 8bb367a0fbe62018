import { expect, test } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { totp } from "../auth/ui";

// Issue 21 item 9: a session alone (a stolen cookie) must not be able to enrol its own authenticator
// and lock the owner out: setting up and enabling two-factor ask for the password again.

type ErrorBody = { error: { code: string; fields?: Record<string, string[]> } };

test.describe("two-factor enrolment needs the password", () => {
  test("setup and enable refuse a bare session and a wrong password, and accept the password", async ({ request }) => {
    const account = await signUp(request);

    const bare = await request.post("/api/auth/2fa/setup", { data: {} });
    expect(bare.status()).toBe(400);
    expect(((await bare.json()) as ErrorBody).error.fields?.password).toEqual(["passwordRequired"]);

    const wrong = await request.post("/api/auth/2fa/setup", { data: { password: "not the password" } });
    expect(wrong.status()).toBe(401);
    expect(((await wrong.json()) as ErrorBody).error.code).toBe("InvalidCredentials");

    const setup = await request.post("/api/auth/2fa/setup", { data: { password: account.password } });
    expect(setup.status()).toBe(200);
    const secret = new URL(((await setup.json()) as { message: string }).message).searchParams.get("secret") ?? "";

    // The enabling code alone (what a thief with the session and their own app would have) is refused.
    const withoutPassword = await request.post("/api/auth/2fa/enable", { data: { code: await totp(secret) } });
    expect(withoutPassword.status()).toBe(400);
    expect((await (await request.get("/api/user/me")).json()) as { twoFactorEnabled: boolean }).toMatchObject({
      twoFactorEnabled: false,
    });

    const enabled = await request.post("/api/auth/2fa/enable", {
      data: { code: await totp(secret), password: account.password },
    });
    expect(enabled.status()).toBe(200);
    expect((await (await request.get("/api/user/me")).json()) as { twoFactorEnabled: boolean }).toMatchObject({
      twoFactorEnabled: true,
    });
  });

  test("password guesses through the setup call are throttled like sign-ins", async ({ request }) => {
    const account = await signUp(request);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push(
        (await request.post("/api/auth/2fa/setup", { data: { password: `guess number ${attempt}` } })).status(),
      );
    }
    expect(statuses).toContain(429);
    // Throttled, even the right password waits: the limit is on the account, not on wrong answers.
    const right = await request.post("/api/auth/2fa/setup", { data: { password: account.password } });
    expect(right.status()).toBe(429);
  });

  test("the settings dialog asks for the password and says when it is wrong, in Arabic too", async ({
    page,
    context,
  }) => {
    const account = await signUp(context);
    await page.goto("/ar-SA/dashboard/settings");
    await page.getByTestId("settings-two-factor").getByRole("button").first().click();
    const dialog = page.getByTestId("two-factor-dialog");
    await expect(dialog).toHaveAttribute("data-mode", "confirm");
    await dialog.locator("#two-factor-input").fill("not the password");
    await dialog.locator("button[type=submit]").click();
    await expect(dialog.getByRole("alert")).toHaveText(/\p{Script=Arabic}/u);
    await dialog.locator("#two-factor-input").fill(account.password);
    await dialog.locator("button[type=submit]").click();
    await expect(dialog).toHaveAttribute("data-mode", "create");
    await expect(dialog.getByTestId("two-factor-secret")).toHaveText(/\S/);
  });
});
