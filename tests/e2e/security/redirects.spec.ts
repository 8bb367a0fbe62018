import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { fillLoginForm } from "../auth/ui";

// Issue 21 item 4: every redirect parameter must end on this origin, judged on the address the
// browser finally loads (after locale prefixes are added or stripped and dot segments resolved).

const attacks = [
  "//evil.example",
  "/\\evil.example",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/en-US/%5C%5Cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "javascript:alert(1)",
  "https://evil.example",
  "/en-US//evil.example",
  "/ar-SA//evil.example",
  "/ar-SA/..//evil.example",
  "/en-US/..//evil.example",
  "/de-DE/%2e%2e//evil.example",
];

/** Follows redirects by hand and returns every address on the way; each must be on `origin`. */
async function redirectChain(request: APIRequestContext, path: string, origin: string): Promise<string[]> {
  const seen: string[] = [];
  let url = new URL(path, origin).toString();
  for (let hop = 0; hop < 6; hop += 1) {
    const response = await request.get(url, { maxRedirects: 0 });
    const location = response.headers()["location"];
    if (!location || response.status() < 300 || response.status() >= 400) break;
    url = new URL(location, url).toString();
    seen.push(url);
  }
  return seen;
}

function expectOnOrigin(addresses: string[], origin: string, label: string) {
  for (const address of addresses) expect(new URL(address).origin, `${label} → ${address}`).toBe(origin);
}

/** The signed-in auth pages: each sends the visitor on to its redirect parameter. */
const signedInPages = [
  "/auth/login",
  "/auth/register",
  "/auth/callback?status=authenticated",
  "/auth/reset-password",
  "/auth/forgot-password",
  "/auth/verify-otp",
  "/auth/backup-otp",
  "/ar-SA/auth/login",
  "/en-US/auth/login",
];

test.describe("redirect parameters stay on this site", () => {
  // One test per page, its attacks sent side by side: the pages run in parallel across the workers.
  for (const signedInPage of signedInPages) {
    test(`over HTTP, signed in: every Location of ${signedInPage} is on the app's origin`, async ({
      playwright,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? "").origin;
      const request = await playwright.request.newContext({ baseURL: origin });
      await signUp(request);
      await Promise.all(
        attacks.map(async (attack) => {
          const separator = signedInPage.includes("?") ? "&" : "?";
          const path = `${signedInPage}${separator}redirect=${encodeURIComponent(attack)}`;
          const chain = await redirectChain(request, path, origin);
          expect(chain.length, path).toBeGreaterThan(0);
          expectOnOrigin(chain, origin, path);
          expect(new URL(chain.at(-1) ?? "").pathname, path).not.toContain("evil.example");
        }),
      );
      await request.dispose();
    });
  }

  test("over HTTP: a locale-prefixed path with an empty segment is not turned into another host", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    for (const path of [
      "/en-US//evil.example",
      "/en-US/\\evil.example",
      "/en-US/%5Cevil.example",
      "/ar-SA/..//evil.example",
    ]) {
      expectOnOrigin(await redirectChain(request, path, origin), origin, path);
    }
  });

  test("over HTTP: the social sign-in start carries only a safe redirect into the callback", async ({
    playwright,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    for (const attack of attacks) {
      // A fresh context each time: Auth.js sets its callback-url cookie only when the value changes.
      const request = await playwright.request.newContext({ baseURL: origin });
      const response = await request.get(`/api/auth/openid?redirect=${encodeURIComponent(attack)}`, {
        maxRedirects: 0,
      });
      test.skip(response.status() === 404, "OpenID is not configured on this server");
      expect(response.status(), attack).toBeGreaterThanOrEqual(300);
      // Auth.js keeps the callback address in a cookie; it must be our callback page without the attack.
      const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
      const callback = cookies.map((header) => header.value).find((value) => value.includes("callback-url="));
      expect(callback, attack).toBeTruthy();
      const value = decodeURIComponent(/callback-url=([^;]*)/.exec(callback ?? "")?.[1] ?? "");
      const target = new URL(value, origin);
      expect(target.origin, value).toBe(origin);
      expect(target.pathname, value).toBe("/auth/callback");
      expect(target.searchParams.get("redirect"), value).toBeNull();
      await request.dispose();
    }
  });

  // In the browser, one attack of each kind (the HTTP tests above try every attack on every page).
  const browserAttacks = [
    "//evil.example",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "javascript:alert(1)",
    "/en-US//evil.example",
    "/ar-SA/..//evil.example",
  ];
  for (const attack of browserAttacks) {
    test(`in the browser, redirect=${JSON.stringify(attack)} after the login form and the two-factor pages stays here`, async ({
      page,
      context,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? "").origin;
      const account = await signUp(context.request);
      await context.clearCookies();

      await page.goto(`/auth/login?redirect=${encodeURIComponent(attack)}`);
      await fillLoginForm(page, account.username, account.password);
      await expect(page).toHaveURL(/\/dashboard\/resumes$/);
      expect(new URL(page.url()).origin).toBe(origin);

      await visitAll(page, origin, attack);
    });
  }
});

async function visitAll(page: Page, origin: string, attack: string) {
  for (const path of signedInPages) {
    // A page that sends a signed-in visitor on may replace the document before it finishes loading, so
    // only the final address is judged (an aborted first load is not a failure of the redirect check).
    await page
      .goto(`${path}${path.includes("?") ? "&" : "?"}redirect=${encodeURIComponent(attack)}`, { waitUntil: "commit" })
      .catch((error: Error) => {
        if (!/ERR_ABORTED|frame was detached/i.test(error.message)) throw error;
      });
    await expect(page, path).toHaveURL(/\/dashboard\/resumes$/);
    expect(new URL(page.url()).origin, path).toBe(origin);
  }
}
