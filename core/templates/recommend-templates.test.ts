import { describe, expect, it } from "vitest";

import { getSampleResume } from "@/core/resume/samples";
import { templateCatalog, type Industry, type TemplateCatalogEntry } from "@/core/templates/catalog";
import {
  confidenceOf,
  experienceLevelOf,
  guessIndustry,
  recommendTemplates,
  recommendTemplatesForResume,
  scoreTemplate,
} from "./recommend-templates";

function entry(overrides: Partial<TemplateCatalogEntry["profile"]>): TemplateCatalogEntry {
  const base = templateCatalog[0]!;
  return { ...base, profile: { ...base.profile, ...overrides } };
}

describe("scoreTemplate", () => {
  it.each<{
    name: string;
    profile: Partial<TemplateCatalogEntry["profile"]>;
    industry: Industry;
    expected: ReturnType<typeof scoreTemplate>;
  }>([
    {
      name: "adds 40 for the industry, 30 for the level, 20 for the style and 10 for the complexity",
      profile: { industries: ["finance"], experienceLevel: ["senior"], style: "classic", visualComplexity: "low" },
      industry: "finance",
      expected: { score: 100, reasons: ["industryMatch", "experienceMatch", "styleMatch", "complexityMatch"] },
    },
    {
      name: "gives 20 to a template that suits any industry and 10 when the style differs",
      profile: { industries: ["general"], experienceLevel: ["entry"], style: "bold", visualComplexity: "high" },
      industry: "legal",
      expected: { score: 30, reasons: ["industryGeneral"] },
    },
  ])("$name", ({ profile, industry, expected }) => {
    const result = scoreTemplate(entry(profile), {
      industry,
      experienceLevel: "senior",
      style: "classic",
      complexity: "low",
    });
    expect(result).toEqual(expected);
  });

  it("gives nothing for an industry the template does not suit", () => {
    const template = entry({ industries: ["design"], experienceLevel: [], style: "bold", visualComplexity: "medium" });
    expect(scoreTemplate(template, { industry: "legal" }).score).toBe(10);
  });

  it("prefers low complexity for conservative industries when no preference is given", () => {
    const plain = entry({ industries: ["finance"], experienceLevel: [], visualComplexity: "low" });
    const busy = entry({ industries: ["finance"], experienceLevel: [], visualComplexity: "high" });
    expect(
      scoreTemplate(plain, { industry: "finance" }).score - scoreTemplate(busy, { industry: "finance" }).score,
    ).toBe(10);
  });
});

describe("confidenceOf", () => {
  it("is high from 70, medium from 50, low below", () => {
    expect(confidenceOf(70)).toBe("high");
    expect(confidenceOf(69)).toBe("medium");
    expect(confidenceOf(50)).toBe("medium");
    expect(confidenceOf(49)).toBe("low");
  });
});

describe("recommendTemplates", () => {
  it("returns the five best, best first, with a palette", () => {
    const results = recommendTemplates({ industry: "finance", experienceLevel: "executive", style: "classic" });
    expect(results).toHaveLength(5);
    for (let index = 1; index < results.length; index += 1)
      expect(results[index - 1]!.score).toBeGreaterThanOrEqual(results[index]!.score);
    expect(results[0]!.templateName).toBe("bronzor");
    expect(results[0]!.confidence).toBe("high");
    expect(results[0]!.colorPalette.primary).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("suits expressive templates to design work", () => {
    const names = recommendTemplates({ industry: "design", experienceLevel: "mid", style: "artistic" }).map(
      (result) => result.templateName,
    );
    expect(names.slice(0, 2)).toEqual(expect.arrayContaining(["creative", "feminine"]));
  });

  it("uses the industry palette when the template's colours allow it", () => {
    const [first] = recommendTemplates({ industry: "finance", experienceLevel: "senior", style: "classic" });
    expect(first!.colorPalette.name).toBe("trustNavy");
  });
});

describe("resume-based input", () => {
  it("estimates the level as twice the number of jobs", () => {
    const sample = getSampleResume("en-US");
    expect(experienceLevelOf(sample)).toBe("senior");
    const oneJob = {
      ...sample,
      sections: {
        ...sample.sections,
        experience: { ...sample.sections.experience, items: sample.sections.experience.items.slice(0, 1) },
      },
    };
    expect(experienceLevelOf(oneJob)).toBe("mid");
    const none = {
      ...sample,
      sections: { ...sample.sections, experience: { ...sample.sections.experience, items: [] } },
    };
    expect(experienceLevelOf(none)).toBe("entry");
  });

  it("guesses the industry from the headline and job titles", () => {
    expect(guessIndustry(getSampleResume("en-US"))).toBe("technology");
    expect(guessIndustry(getSampleResume("ar-SA"))).toBe("finance");
    const results = recommendTemplatesForResume(getSampleResume("en-US"));
    expect(results).toHaveLength(5);
    expect(results.every((result) => result.reasons.includes("experienceMatch"))).toBe(true);
  });
});
