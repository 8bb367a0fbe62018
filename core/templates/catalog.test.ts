import { describe, expect, it } from "vitest";

import { resumeTemplateNames } from "@/core/resume/schema";
import { isAtsSafe } from "./reading-order";
import {
  defaultFreeTemplates,
  getTemplateCatalogEntry,
  templateCatalog,
  templateJson,
  templatesInCategory,
} from "./catalog";

describe("template catalogue", () => {
  it("lists all 21 templates once", () => {
    expect(templateCatalog.map((entry) => entry.name)).toEqual([...resumeTemplateNames]);
  });

  it("puts each template in the spec's category", () => {
    const names = (category: Parameters<typeof templatesInCategory>[0]) =>
      templatesInCategory(category)
        .map((entry) => entry.name)
        .sort();
    expect(names("professional")).toEqual(["bronzor", "confidence", "executive", "leafish", "modern", "onyx"]);
    expect(names("creative")).toEqual(["creative", "feminine", "gengar", "glalie", "pikachu", "slate"]);
    expect(names("modern")).toEqual(["azurill", "chikorita", "ditto", "horizon", "metro", "nosepass"]);
    expect(names("minimal")).toEqual(["elegance", "kakuna", "rhyhorn"]);
  });

  it("makes the eight templates of DECISIONS.md free and the other 13 premium", () => {
    expect(templateCatalog.filter((entry) => entry.isFree).map((entry) => entry.name)).toEqual([
      ...defaultFreeTemplates,
    ]);
    expect(templateCatalog.filter((entry) => !entry.isFree)).toHaveLength(13);
  });

  it("gives every template a complete profile and a valid theme", () => {
    for (const entry of templateCatalog) {
      expect(entry.profile.name).toBe(entry.name);
      expect(entry.profile.industries.length).toBeGreaterThan(0);
      expect(entry.profile.experienceLevel.length).toBeGreaterThan(0);
      expect(entry.profile.colorCompatibility.length).toBeGreaterThan(0);
      for (const color of Object.values(entry.theme)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("writes the public JSON with isFree as a boolean and as the theme's YES/NO", () => {
    const json = templateJson(getTemplateCatalogEntry("gengar"));
    expect(json.isFree).toBe(false);
    expect(json.theme.isFree).toBe("NO");
    expect(templateJson(getTemplateCatalogEntry("gengar"), ["gengar"]).theme.isFree).toBe("YES");
  });

  it("marks a template ats-friendly exactly when its measured reading order makes it ATS-safe", () => {
    for (const entry of templateCatalog) {
      expect(entry.isAtsSafe).toBe(isAtsSafe(entry.name));
      expect(entry.profile.premiumFeatures.includes("ats-friendly"), entry.name).toBe(entry.isAtsSafe);
    }
    expect(templateCatalog.some((entry) => entry.isAtsSafe)).toBe(true);
  });
});
