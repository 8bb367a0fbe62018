import { describe, expect, it } from "vitest";
import { locales } from "@/core/i18n/locales";
import { templateCatalog } from "@/core/templates/catalog";
import { gulfTemplates } from "./gulf-templates";
import { jobMarketOf, jobMarkets, marketSkills } from "./job-markets";
import { gulfCountries } from "./visitor-country";

describe("job markets", () => {
  it("holds 20 distinct countries, every Gulf country among them", () => {
    const countries = jobMarkets.map((market) => market.country);
    expect(new Set(countries).size).toBe(20);
    for (const country of gulfCountries) expect(jobMarketOf(country)?.country).toBe(country);
  });

  it("gives each market a currency Intl knows, a salary inside its range, skills and a dated source", () => {
    for (const market of jobMarkets) {
      expect(() => new Intl.NumberFormat("en", { style: "currency", currency: market.currency })).not.toThrow();
      const [low, high] = market.salaryRange;
      expect(low).toBeLessThan(market.averageMonthlySalary);
      expect(high).toBeGreaterThan(market.averageMonthlySalary);
      expect(market.skills.length).toBeGreaterThanOrEqual(3);
      expect(new Set(market.skills).size).toBe(market.skills.length);
      for (const skill of market.skills) expect(marketSkills).toContain(skill);
      expect(locales).toContain(market.locale);
      expect(market.source.year).toBeGreaterThanOrEqual(2024);
      if (market.source.kind === "published") expect(market.source.publisher).toBeTruthy();
    }
  });
});

describe("the Gulf's curated templates", () => {
  it("are 9 distinct templates of the catalogue (spec §9)", () => {
    expect(gulfTemplates).toHaveLength(9);
    expect(new Set(gulfTemplates).size).toBe(9);
    const names = templateCatalog.map((entry) => entry.name);
    for (const name of gulfTemplates) expect(names).toContain(name);
  });

  it("leave out the high-complexity designs", () => {
    for (const name of gulfTemplates) {
      const entry = templateCatalog.find((candidate) => candidate.name === name);
      expect(entry?.profile.visualComplexity, name).not.toBe("high");
    }
  });
});
