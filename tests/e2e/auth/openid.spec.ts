import { generate } from "otplib";
import { expect, test, type Page } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { loopbackServices } from "../fixtures/services";

// OpenID sign-in end to end through HTTP: the app (Auth.js) against a real OpenID provider process on
// 127.0.0.1 (tests/setup/loopback-oidc.mjs, started with the e2e server by scripts/serve-e2e.mjs).

function uniqueLogin() {
  return `oidc-${Math.random().toString(36).slice(2, 10)}`;
}

/** Starts the flow at /api/auth/openid and signs in at the provider; resolves with the callback URL the app sent the browser to. */
async function signInWithOpenId(page: Page, login: string, redirect = "/dashboard/settings"): Promise<URL> {
  const callback = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith("/auth/callback"));
  await page.goto(`/api/auth/openid?redirect=${encodeURIComponent(redirect)}`);
  expect(new URL(page.url()).origin).toBe(new URL(loopbackServices().oidcIssuer).origin);
  await page.getByLabel("Login").fill(login);
  await page.getByRole("button", { name: "Sign in" }).click();
  return new URL((await callback).url());
}

test.describe("OpenID sign-in", () => {
  test.describe.configure({ mode: "serial" });

  test("is offered by GET /api/auth/providers", async ({ request }) => {
    const providers = (await (await request.get("/api/auth/providers")).json()) as {
      providers: string[];
      openidName: string;
    };
    expect(providers.providers).toEqual(expect.arrayContaining(["openid", "email"]));
    expect(providers.openidName).toBe("Loopback OpenID");
  });

  test("creates an account on first sign-in and finds it again on the next", async ({ page, context }) => {
    const login = uniqueLogin();
    const callback = await signInWithOpenId(page, login);
    expect(callback.searchParams.get("status")).toBe("authenticated");
    expect(callback.searchParams.get("redirect")).toBe("/dashboard/settings");

    const me = await page.request.get("/api/user/me");
    expect(me.status()).toBe(200);
    const user = (await me.json()) as {
      id: string;
      email: string;
      username: string;
      provider: string;
      emailLocked: boolean;
      emailVerified: boolean;
      hasPassword: boolean;
    };
    expect(user).toMatchObject({
      email: `${login}@oidc.test`,
      username: `oidc-${login}`,
      provider: "openid",
      emailLocked: true,
      emailVerified: true,
      hasPassword: false,
    });

    expect((await page.request.post("/api/auth/logout")).status()).toBe(200);
    expect((await page.request.get("/api/user/me")).status()).toBe(401);
    await context.clearCookies({ domain: "127.0.0.1" });

    // A redirect to another site is dropped on the way; the account is the same one.
    const again = await signInWithOpenId(page, login, "//evil.example/steal");
    expect(again.searchParams.get("status")).toBe("authenticated");
    expect(again.searchParams.get("redirect")).toBeNull();
    expect(((await (await page.request.get("/api/user/me")).json()) as { id: string }).id).toBe(user.id);
  });

  test("never links silently to a password account with the same email", async ({ page, request }) => {
    const login = uniqueLogin();
    const owner = await signUp(request, { email: `${login}@oidc.test` });
    const callback = await signInWithOpenId(page, login);
    expect(callback.searchParams.get("status")).toBe("error");
    expect(callback.searchParams.get("code")).toBe("OAuthUser");
    expect((await page.request.get("/api/user/me")).status()).toBe(401);
    // The password account is untouched and still signs in with its password.
    expect(((await (await request.get("/api/user/me")).json()) as { provider: string }).provider).toBe("email");
    expect(owner.user.provider).toBe("email");
  });

  test("asks an account with two-factor for its code", async ({ page, context }) => {
    const login = uniqueLogin();
    await signInWithOpenId(page, login);
    // A social account has no password: a sign-in within the last five minutes stands in for it.
    const setup = await page.request.post("/api/auth/2fa/setup", { data: {} });
    const secret = new URL(((await setup.json()) as { message: string }).message).searchParams.get("secret") ?? "";
    expect(
      (await page.request.post("/api/auth/2fa/enable", { data: { code: await generate({ secret }) } })).status(),
    ).toBe(200);
    await page.request.post("/api/auth/logout");
    await context.clearCookies({ domain: "127.0.0.1" });

    const callback = await signInWithOpenId(page, login);
    expect(callback.searchParams.get("status")).toBe("2fa_required");
    expect((await page.request.get("/api/user/me")).status()).toBe(401);
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const verified = await page.request.post("/api/auth/verify-otp", { data: { code } });
    expect(verified.status()).toBe(200);
    expect(((await (await page.request.get("/api/user/me")).json()) as { email: string }).email).toBe(
      `${login}@oidc.test`,
    );
  });
});
