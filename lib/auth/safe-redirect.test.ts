import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSafeRedirect, redirectAfterSignIn, safeRedirect, safeRedirectPath } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each(["/dashboard", "/dashboard/settings?x=1", "/ar-SA/builder/abc#section", "/", "/pricing?tab=tokens&a=%2F%2Fx"])(
    "keeps the same-origin path %s",
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

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
    "dashboard",
    "",
    "evil.example",
  ])("refuses %j and falls back to /dashboard", (path) => {
    expect(isSafeRedirect(path)).toBe(false);
    expect(safeRedirect(path)).toBe("/dashboard");
  });

  it("refuses what is not a string and takes the first of repeated parameters", () => {
    expect(safeRedirect(undefined)).toBe("/dashboard");
    expect(safeRedirect(null)).toBe("/dashboard");
    expect(safeRedirect(42)).toBe("/dashboard");
    expect(safeRedirect(["/dashboard/settings", "//evil.example"])).toBe("/dashboard/settings");
    expect(safeRedirect(["//evil.example", "/dashboard/settings"])).toBe("/dashboard");
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
        expect(safeRedirect(url)).toBe("/dashboard");
        expect(safeRedirect(url.replace(/^https?:/, ""))).toBe("/dashboard");
      }),
    );
  });
});

describe("safeRedirectPath and redirectAfterSignIn", () => {
  it("keep same-origin paths and refuse the rest", () => {
    expect(safeRedirectPath("/dashboard/settings?x=1")).toBe("/dashboard/settings?x=1");
    expect(redirectAfterSignIn("/dashboard/settings?x=1")).toBe("/dashboard/settings?x=1");
    for (const value of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", null, undefined]) {
      expect(safeRedirectPath(value)).toBeNull();
      expect(redirectAfterSignIn(value)).toBe("/dashboard");
    }
  });
});
