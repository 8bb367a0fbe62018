import { describe, expect, it } from "vitest";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  policyKindOf,
  securityContextOf,
  withBaseSecurityHeaders,
} from "./security-headers";
import { cspDirectives } from "@/tests/support/csp-directives";

const production = securityContextOf({ NODE_ENV: "production", APP_URL: "https://vitae.example" });
const plainHttp = securityContextOf({ NODE_ENV: "production", APP_URL: "http://localhost:3000" });
const development = securityContextOf({ NODE_ENV: "development", APP_URL: "https://vitae.example" });

describe("contentSecurityPolicy", () => {
  it("runs scripts only with the nonce, and eval only in development", () => {
    const strict = cspDirectives(contentSecurityPolicy("strict", "abc", production));
    expect(strict.get("script-src")).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(strict.get("script-src")).not.toContain("'unsafe-inline'");
    expect(cspDirectives(contentSecurityPolicy("strict", "abc", development)).get("script-src")).toContain(
      "'unsafe-eval'",
    );
  });

  it("keeps resumes to the app's own images and styles, and lets only the user's pages show remote avatars", () => {
    const strict = cspDirectives(contentSecurityPolicy("strict", "n", production));
    expect(strict.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(strict.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(strict.get("font-src")).not.toContain("https:");
    expect(cspDirectives(contentSecurityPolicy("account", "n", production)).get("img-src")).toContain("https:");
  });

  it("allows framing only by the app's own origin and no plugins", () => {
    const strict = cspDirectives(contentSecurityPolicy("strict", "n", plainHttp));
    expect(strict.get("frame-ancestors")).toEqual(["'self'"]);
    expect(strict.get("object-src")).toEqual(["'none'"]);
    expect(strict.has("upgrade-insecure-requests")).toBe(false);
    expect(cspDirectives(contentSecurityPolicy("strict", "n", production)).has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("baseSecurityHeaders", () => {
  it("always forbids sniffing and sends HSTS only in production behind HTTPS", () => {
    for (const context of [production, plainHttp, development])
      expect(baseSecurityHeaders(context)["X-Content-Type-Options"]).toBe("nosniff");
    expect(baseSecurityHeaders(production)["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
    expect(baseSecurityHeaders(plainHttp)).not.toHaveProperty("Strict-Transport-Security");
    expect(baseSecurityHeaders(development)).not.toHaveProperty("Strict-Transport-Security");
    expect(securityContextOf({ NODE_ENV: "test", APP_URL: "https://vitae.example" }).https).toBe(false);
  });

  it("are added to a response, also to one whose headers cannot change (a redirect), keeping what it says", async () => {
    const json = withBaseSecurityHeaders(Response.json({ ok: true }, { status: 201 }), production);
    expect(json.headers.get("x-content-type-options")).toBe("nosniff");
    expect(json.headers.get("strict-transport-security")).toMatch(/^max-age=/);
    expect({ status: json.status, body: await json.json() }).toEqual({ status: 201, body: { ok: true } });

    const redirect = Response.redirect("https://vitae.example/dashboard", 303);
    expect(() => redirect.headers.set("x-content-type-options", "nosniff")).toThrow();
    const secured = withBaseSecurityHeaders(redirect, plainHttp);
    expect(secured.status).toBe(303);
    expect(secured.headers.get("location")).toBe("https://vitae.example/dashboard");
    expect(secured.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(secured.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("createNonce and policyKindOf", () => {
  it("makes a fresh 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });

  it("relaxes images only on the dashboard and builder", () => {
    expect(policyKindOf("/dashboard/settings")).toBe("account");
    expect(policyKindOf("/builder/abc")).toBe("account");
    expect(policyKindOf("/")).toBe("strict");
    expect(policyKindOf("/dashboards/x")).toBe("strict");
    expect(policyKindOf("/alice/my-resume")).toBe("strict");
  });
});
