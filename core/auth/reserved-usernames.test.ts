import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/core/i18n/locales";
import { isReservedUsername } from "./reserved-usernames";
import { usernameSchema } from "./username";

// The first path segments the app serves, read from the app/ folder itself: a new top-level route
// without a reservation fails here before anyone can register its name.

const appDirectory = path.join(process.cwd(), "app");

/** Route groups "(x)" are transparent; dynamic "[x]" and private "_x" folders are not segments. */
function topSegments(directory: string): string[] {
  const segments: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (/^\(.*\)$/.test(entry.name)) segments.push(...topSegments(path.join(directory, entry.name)));
      else if (!/^[[_@]/.test(entry.name)) segments.push(entry.name);
      continue;
    }
    // Metadata files served at the root: robots.ts → robots.txt, sitemap.ts → sitemap.xml, icon.svg ...
    const metadata = /^(robots|sitemap|manifest|icon|apple-icon|favicon|opengraph-image|twitter-image)\.(\w+)$/.exec(
      entry.name,
    );
    // A file that generates its answer (.ts, .tsx, .js) is served without its extension (opengraph-image.tsx →
    // /opengraph-image), robots and sitemap with theirs; a static file under its own name (icon.svg).
    if (metadata) {
      const generated = /^(ts|tsx|js|jsx)$/.test(metadata[2] ?? "");
      const served = { robots: "robots.txt", sitemap: "sitemap.xml" }[metadata[1] ?? ""];
      segments.push(metadata[1] ?? "", served ?? (generated ? (metadata[1] ?? "") : entry.name));
    }
  }
  return segments;
}

describe("reserved usernames", () => {
  const routes = [...topSegments(appDirectory), ...topSegments(path.join(appDirectory, "[locale]"))];

  it("finds the app's routes", () => {
    expect(routes).toEqual(
      expect.arrayContaining(["api", "artboard", "dashboard", "auth", "builder", "templates", "resume"]),
    );
  });

  it.each([...new Set(routes)])("the route segment %s cannot be a username", (segment) => {
    expect(isReservedUsername(segment)).toBe(true);
  });

  it.each([
    "meta",
    "pricing",
    "examples",
    "faq",
    "privacy",
    "terms",
    "ai-generator",
    "uploads",
    "fonts",
    "locales",
    "_next",
    "static",
    "public",
    "admin",
    "settings",
    "help",
    "support",
    "blog",
    "about",
    "contact",
    "login",
    "register",
    "signup",
    "sign-in",
    "logout",
    "guest",
    "try",
    "new",
    "download",
    "sitemap.xml",
    "robots.txt",
    "favicon.ico",
    "icon.svg",
    "well-known",
    ".well-known",
  ])("%s is reserved in any case", (name) => {
    expect(isReservedUsername(name)).toBe(true);
    expect(isReservedUsername(name.toUpperCase())).toBe(true);
    expect(usernameSchema.safeParse(name.toUpperCase()).success).toBe(false);
  });

  it("reserves every locale code, as the lower-case name a username would be", () => {
    for (const locale of locales) {
      expect(isReservedUsername(locale.toLowerCase())).toBe(true);
      const result = usernameSchema.safeParse(locale);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain("usernameReserved");
    }
  });

  it("leaves ordinary names alone", () => {
    for (const name of ["ada-lovelace", "metadata", "pricing-guru", "john.smith_2", "helper"]) {
      expect(isReservedUsername(name)).toBe(false);
      expect(usernameSchema.safeParse(name).success).toBe(true);
    }
  });
});
