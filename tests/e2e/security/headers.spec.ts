import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import sharp from "sharp";
import { signUp } from "../fixtures/auth";
import { createResume as createPublicResume, premiumOwner, premiumOwnerContext } from "../public/owners";
import { cspDirectives } from "@/tests/support/csp-directives";

// Issue 21 item 7: the security headers of every kind of response, read over HTTP as a browser gets them.

function expectBaseHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  // The e2e server is production on plain http://localhost: no HSTS (lib/http/security-headers.test.ts covers https).
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

/** Checks an HTML page's policy and that every script in the document carries this response's nonce. */
async function expectPagePolicy(request: APIRequestContext, path: string, { remoteImages }: { remoteImages: boolean }) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
  expectBaseHeaders(response, path);
  const policy = response.headers()["content-security-policy"];
  expect(policy, `${path} has a Content-Security-Policy`).toBeTruthy();
  const csp = cspDirectives(policy!);
  const scriptSources = csp.get("script-src") ?? [];
  const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(scriptSources, path).toContain("'strict-dynamic'");
  expect(scriptSources.join(" "), path).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
  expect(csp.get("object-src"), path).toEqual(["'none'"]);
  expect(csp.get("base-uri"), path).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), path).toEqual(["'self'"]);
  expect(csp.get("default-src"), path).toEqual(["'self'"]);
  expect(csp.get("style-src"), path).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get("font-src")?.join(" "), path).not.toMatch(/https?:|\*/);
  expect(csp.get("img-src"), path).toEqual(
    remoteImages ? ["'self'", "data:", "blob:", "https:"] : ["'self'", "data:", "blob:"],
  );

  const html = await response.text();
  // Every script the browser runs carries the nonce; JSON-LD data blocks are never run (the policy does
  // not apply to them), so they need none.
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/ld+json"'));
  expect(scripts.length, `${path} has scripts`).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);

  // A nonce is good for one response only.
  const again = await request.get(path, { maxRedirects: 0 });
  expect(again.headers()["content-security-policy"], path).not.toContain(`'nonce-${nonce}'`);
  return csp;
}

test("the landing, sign-in, dashboard and builder pages send a nonce-based CSP and the other security headers", async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  await expectPagePolicy(request, "/", { remoteImages: false });
  await expectPagePolicy(request, "/auth/login", { remoteImages: false });
  await expectPagePolicy(request, "/auth/register", { remoteImages: false });

  await signUp(request);
  await expectPagePolicy(request, "/dashboard/resumes", { remoteImages: true });
  await expectPagePolicy(request, "/dashboard/settings", { remoteImages: true });
  const created = await request.post("/api/resume", { data: { title: "Headers" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await expectPagePolicy(request, `/builder/${id}`, { remoteImages: true });
  // Last: it sets the locale cookie, after which the unprefixed paths redirect to /ar-SA.
  await expectPagePolicy(request, "/ar-SA/dashboard/resumes", { remoteImages: true });
  await expectPagePolicy(request, "/ar-SA", { remoteImages: false });
  await request.dispose();
});

test("the resume frames and the public page allow only the app's own images, styles and fonts", async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  await expectPagePolicy(request, "/artboard/builder", { remoteImages: false });

  const owner = await premiumOwnerContext(playwright, baseURL!);
  const resume = await createPublicResume(owner);
  await expectPagePolicy(request, `/${premiumOwner.username}/${resume.slug}`, { remoteImages: false });
  await expectPagePolicy(request, `/ar-SA/${premiumOwner.username}/${resume.slug}`, { remoteImages: false });

  // The sample pages (template gallery) are static HTML with no script at all, framed by the app only.
  const sample = await request.get("/artboard/sample/leafish");
  expect(sample.status()).toBe(200);
  expectBaseHeaders(sample, "/artboard/sample/leafish");
  const samplePolicy = cspDirectives(sample.headers()["content-security-policy"] ?? "");
  expect(samplePolicy.get("default-src")).toEqual(["'none'"]);
  expect(samplePolicy.has("script-src")).toBe(false);
  expect(samplePolicy.get("frame-ancestors")).toEqual(["'self'"]);
  expect(samplePolicy.get("img-src")?.join(" ")).not.toMatch(/https?:|\*/);
  await owner.dispose();
  await request.dispose();
});

test("API answers, uploads and fonts are never sniffed", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const flags = await request.get("/api/feature/flags");
  expect(flags.status()).toBe(200);
  expect(flags.headers()["content-type"]).toMatch(/^application\/json/);
  expectBaseHeaders(flags, "/api/feature/flags");
  const refused = await request.get("/api/user/me");
  expect(refused.status()).toBe(401);
  expectBaseHeaders(refused, "/api/user/me (401)");
  // The proxy does not run for /api: route() and the Auth.js handler's wrapper send these.
  const unknown = await request.get("/api/no-such-endpoint");
  expect(unknown.status()).toBe(404);
  expectBaseHeaders(unknown, "/api/no-such-endpoint (404)");
  const csrf = await request.get("/api/auth/csrf");
  expect(csrf.status()).toBe(200);
  expectBaseHeaders(csrf, "/api/auth/csrf (Auth.js)");

  const font = await request.get("/fonts/@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2");
  expect(font.status()).toBe(200);
  expectBaseHeaders(font, "font");

  await signUp(request);
  const picture = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 10, g: 120, b: 60 } } })
    .png()
    .toBuffer();
  const uploaded = await request.post("/api/upload/picture", {
    multipart: { file: { name: "me.png", mimeType: "image/png", buffer: picture } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  expectBaseHeaders(served, url);
  expectBaseHeaders(await request.get("/uploads/pictures/missing/nothing.webp"), "missing upload");
  await request.dispose();
});
