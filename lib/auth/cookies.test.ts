import { describe, expect, it } from "vitest";
import { authCookieOptions, oauthCheckCookies, usesSecureCookies } from "./cookies";

describe("sign-in cookies", () => {
  it("are Secure over HTTPS and in every production build, whatever the database; not on the plain-HTTP development server", () => {
    expect(usesSecureCookies({ APP_URL: "https://vitae.example" })).toBe(true);
    expect(usesSecureCookies({ NODE_ENV: "production" })).toBe(true);
    expect(usesSecureCookies({ APP_URL: "http://localhost:3000", NODE_ENV: "production" })).toBe(true);
    expect(usesSecureCookies({ APP_URL: "http://localhost:3000", NODE_ENV: "development" })).toBe(false);
  });

  it("keep the session SameSite=Lax everywhere", () => {
    expect(authCookieOptions(true).sameSite).toBe("lax");
    expect(authCookieOptions(false).sameSite).toBe("lax");
  });

  it("let Apple's cross-site form POST carry the state, PKCE and nonce cookies only over HTTPS", () => {
    const secure = oauthCheckCookies(true);
    for (const cookie of Object.values(secure)) {
      expect(cookie.name.startsWith("__Secure-authjs.")).toBe(true);
      expect(cookie.options).toMatchObject({ sameSite: "none", secure: true, httpOnly: true });
    }
    for (const cookie of Object.values(oauthCheckCookies(false))) {
      expect(cookie.options).toMatchObject({ sameSite: "lax", secure: false, httpOnly: true });
    }
  });
});
