import { generate } from "otplib";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signIn, signOut, signUp, uniqueAccountFields, type TestAccount } from "../fixtures/auth";

// Attempts to break into accounts through the API, each of which must fail.

/** The code for `steps` 30-second steps from now. */
function totp(secret: string, steps = 0) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

async function enableTwoFactor(request: APIRequestContext, password: string) {
  const setup = await request.post("/api/auth/2fa/setup", { data: { password } });
  expect(setup.status()).toBe(200);
  const secret = new URL(((await setup.json()) as { message: string }).message).searchParams.get("secret") ?? "";
  const enablingCode = await totp(secret);
  const enabled = await request.post("/api/auth/2fa/enable", { data: { code: enablingCode, password } });
  expect(enabled.status()).toBe(200);
  const { backupCodes } = (await enabled.json()) as { backupCodes: string[] };
  return { secret, enablingCode, backupCodes };
}

async function errorCode(response: { json: () => Promise<unknown> }) {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

/** Signs out and in again with the password: the second step must refuse `code`, already used. */
async function expectCodeRefusedAtNextSignIn(request: APIRequestContext, account: TestAccount, code: string) {
  await signOut(request);
  expect(await signIn(request, { identifier: account.username, password: account.password })).toEqual({
    status: "2fa_required",
  });
  const replayed = await request.post("/api/auth/verify-otp", { data: { code } });
  expect(replayed.status()).toBe(400);
  expect(await errorCode(replayed)).toBe("InvalidTwoFactorCode");
}

test.describe("break-in attempts", () => {
  test("a TOTP code cannot be replayed", async ({ request }) => {
    const account = await signUp(request);
    const { secret, enablingCode } = await enableTwoFactor(request, account.password);
    await expectCodeRefusedAtNextSignIn(request, account, enablingCode);

    const fresh = await totp(secret, 1);
    expect((await request.post("/api/auth/verify-otp", { data: { code: fresh } })).status()).toBe(200);
    await expectCodeRefusedAtNextSignIn(request, account, fresh);
    expect((await request.get("/api/user/me")).status()).toBe(401);
  });

  test("a backup code works once", async ({ request }) => {
    const account = await signUp(request);
    const { backupCodes } = await enableTwoFactor(request, account.password);
    await signOut(request);

    await signIn(request, { identifier: account.email, password: account.password });
    expect((await request.post("/api/auth/backup-otp", { data: { code: backupCodes[0] } })).status()).toBe(200);
    expect((await request.get("/api/user/me")).status()).toBe(200);
    await signOut(request);

    await signIn(request, { identifier: account.email, password: account.password });
    const reused = await request.post("/api/auth/backup-otp", { data: { code: backupCodes[0] } });
    expect(reused.status()).toBe(400);
    expect(await errorCode(reused)).toBe("InvalidTwoFactorBackupCode");
    expect((await request.get("/api/user/me")).status()).toBe(401);
  });

  test("50 wrong passwords in a row are throttled, and the right one waits too", async ({ request }) => {
    const account = await signUp(request);
    await signOut(request);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await request.post("/api/auth/login", {
        data: { identifier: account.username, password: `wrong-${attempt}-password` },
      });
      statuses.push(response.status());
      if (response.status() === 429) expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(44);

    const right = await request.post("/api/auth/login", {
      data: { identifier: account.username, password: account.password },
    });
    expect(right.status()).toBe(429);
    expect(await errorCode(right)).toBe("TooManyRequests");
  });

  test("registering an existing email answers UserAlreadyExists on the email field", async ({ request }) => {
    const account = await signUp(request);
    await signOut(request);
    const again = await request.post("/api/auth/register", { data: uniqueAccountFields({ email: account.email }) });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { code: "UserAlreadyExists", fields: { email: ["emailTaken"] } },
    });
  });

  test("forgot-password answers an unknown email exactly like a known one", async ({ request }) => {
    const account = await signUp(request);
    await signOut(request);
    const known = await request.post("/api/auth/forgot-password", { data: { email: account.email } });
    const unknown = await request.post("/api/auth/forgot-password", {
      data: { email: `nobody-${account.username}@example.test` },
    });
    expect(known.status()).toBe(200);
    expect(unknown.status()).toBe(known.status());
    expect(await unknown.json()).toEqual(await known.json());
  });

  test("state-changing requests from another site are refused", async ({ request }) => {
    const account = await signUp(request);
    const evil = { origin: "https://evil.example" };
    const attempts = [
      request.post("/api/auth/logout", { headers: evil }),
      request.patch("/api/user/me", { headers: evil, data: { name: "Pwned" } }),
      request.post("/api/auth/2fa/setup", { headers: evil, data: { password: account.password } }),
      request.delete("/api/user/me", { headers: evil, data: { password: account.password } }),
      request.post("/api/auth/login", {
        headers: { "sec-fetch-site": "cross-site" },
        data: { identifier: account.username, password: account.password },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status()).toBe(403);
      expect(await errorCode(response)).toBe("CrossSiteRequest");
    }
    expect(await (await request.get("/api/user/me")).json()).toMatchObject({
      name: account.name,
      twoFactorEnabled: false,
    });
  });

  test("an x-middleware-subrequest header does not get past the sign-in check", async ({ request, page }) => {
    const bypass = { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy", "x-vitae-path": "//evil.example" };
    const api = await request.get("/api/user/me", { headers: bypass });
    expect(api.status()).toBe(401);
    expect(await errorCode(api)).toBe("Unauthorized");

    await page.setExtraHTTPHeaders(bypass);
    await page.goto("/dashboard/settings");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/auth/login");
    expect(url.searchParams.get("redirect")).toBe("/dashboard/settings");
  });
});
