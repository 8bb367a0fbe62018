import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  redirectSearch,
  isSafeRedirect,
  redirectAfterSignIn,
  safeRedirect,
  safeRedirectPath,
  splitRedirectLocale,
} from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    "/dashboard",
    "/dashboard/settings?x=1",
    "/ar-SA/builder/abc#section",
    "/",
    "/pricing?tab=tokens&a=%2F%2Fx",
  ])("keeps the same-origin path %s", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    "https://evil.example",
    "http://evil.example/dashboard",
    "//evil.example",
    "//evil.example/dashboard",
    "/\\evil.example",
    "\\\\evil.example",
    "/dashboard\\..\\\\evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/\t/evil.example",
    "/\n/evil.example",
    " //evil.example",
    "/\t/evil.example/",
    "/\r\n//evil.example",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/en-US/%5Cevil.example",
    "/en-US//evil.example",
    "/en-US//evil.example/dashboard",
    "/ar-SA//evil.example",
    "/ar-SA/..//evil.example",
    "/ar-SA/%2e%2e//evil.example",
    "/dashboard/..//evil.example",
    "/en-US/\\evil.example",
    "/en-US/\t/evil.example",
    "/ar-SA/%2F%2Fevil.example",
    "//user:pass@evil.example",
    "https:evil.example",
    "dashboard",
    "",
    "evil.example",
  ])("refuses %j and falls back to /dashboard", (path) => {
    expect(isSafeRedirect(path)).toBe(false);
    expect(safeRedirect(path)).toBe("/dashboard/resumes");
  });

  it("refuses what is not a string and takes the first of repeated parameters", () => {
    expect(safeRedirect(undefined)).toBe("/dashboard/resumes");
    expect(safeRedirect(null)).toBe("/dashboard/resumes");
    expect(safeRedirect(42)).toBe("/dashboard/resumes");
    expect(safeRedirect(["/dashboard/settings", "//evil.example"])).toBe("/dashboard/settings");
    expect(safeRedirect(["//evil.example", "/dashboard/settings"])).toBe("/dashboard/resumes");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.example", "/auth/login")).toBe("/auth/login");
  });

  it("never lets a value resolve to another origin", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 40 }), (value) => {
        const result = safeRedirect(value);
        expect(new URL(result, "https://app.example").origin).toBe("https://app.example");
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(safeRedirect(url)).toBe("/dashboard/resumes");
        expect(safeRedirect(url.replace(/^https?:/, ""))).toBe("/dashboard/resumes");
      }),
    );
  }, 60_000);
});

describe("the final target", () => {
  it("keeps locale-prefixed paths and resolves dot segments before checking", () => {
    expect(safeRedirect("/en-US/dashboard")).toBe("/en-US/dashboard");
    expect(safeRedirect("/ar-SA/dashboard/settings?x=1")).toBe("/ar-SA/dashboard/settings?x=1");
    expect(safeRedirect("/ar-SA")).toBe("/ar-SA");
    expect(safeRedirect("/dashboard/../pricing")).toBe("/pricing");
  });

  it("splits a locale off only when the first segment is one", () => {
    expect(splitRedirectLocale("/ar-SA/dashboard?x=1")).toEqual({ locale: "ar-SA", href: "/dashboard?x=1" });
    expect(splitRedirectLocale("/en-US")).toEqual({ locale: "en-US", href: "/" });
    expect(splitRedirectLocale("/en-US?x=1")).toEqual({ locale: "en-US", href: "/?x=1" });
    expect(splitRedirectLocale("/dashboard")).toEqual({ locale: null, href: "/dashboard" });
  });

  it("never yields a target that is off-site with or without its locale prefix", () => {
    const origin = "https://app.example";
    const pieces = [
      "/",
      "//",
      "\\",
      "%2F",
      "%5C",
      ".",
      "..",
      "en-US",
      "ar-SA",
      "evil.example",
      "\t",
      "?",
      "#",
      "@",
      ":",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 8 }), (parts) => {
        const result = safeRedirect(parts.join(""));
        expect(new URL(result, origin).origin).toBe(origin);
        const { href } = splitRedirectLocale(result);
        expect(new URL(href, origin).origin).toBe(origin);
        expect(new URL(decodeURIComponent(new URL(href, origin).pathname), origin).origin).toBe(origin);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});

describe("safeRedirectPath and redirectAfterSignIn", () => {
  it("keep same-origin paths and refuse the rest", () => {
    expect(safeRedirectPath("/dashboard/settings?x=1")).toBe("/dashboard/settings?x=1");
    expect(redirectAfterSignIn("/dashboard/settings?x=1")).toBe("/dashboard/settings?x=1");
    for (const value of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
      expect(redirectAfterSignIn(value)).toBe("/dashboard/resumes");
    }
  });
});

describe("redirectSearch", () => {
  it("is empty for the default target and an encoded ?redirect= for any other", () => {
    expect(redirectSearch("/dashboard/resumes")).toBe("");
    expect(redirectSearch("/ar-SA/builder/abc?tab=design#top")).toBe(
      "?redirect=%2Far-SA%2Fbuilder%2Fabc%3Ftab%3Ddesign%23top",
    );
  });
});
