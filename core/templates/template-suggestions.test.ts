import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { getSampleResume } from "@/core/resume/samples";
import { experienceLevels, getTemplateCatalogEntry, industries } from "@/core/templates/catalog";
import { recommendTemplates } from "./recommend-templates";
import { reasonSentences, suggestTemplatesForResume, type ReasonSentence } from "./template-suggestions";

type Source = Parameters<typeof suggestTemplatesForResume>[0];

function resume(headline: string, positions: string[]): Source {
  return {
    basics: { headline },
    sections: {
      experience: {
        items: positions.map((position, index) => ({ ...experienceItem(index), position })),
      },
    },
  };
}

function experienceItem(index: number) {
  const sample = getSampleResume("en-US").sections.experience.items[0]!;
  return { ...sample, id: `job-${index}`, visible: true };
}

describe("suggestTemplatesForResume", () => {
  it("gives the three best templates of a senior technology resume with the industry and level in words", () => {
    const suggestions = suggestTemplatesForResume(getSampleResume("en-US"));
    expect(suggestions).toHaveLength(3);
    for (const suggestion of suggestions) {
      expect(suggestion.reasons).toContain("level.senior");
      expect(suggestion.confidence).toBe("high");
    }
    expect(suggestions[0]!.reasons).toEqual(["industry.technology", "level.senior", "complexity.medium"]);
    expect(getTemplateCatalogEntry(suggestions[0]!.template).profile.industries).toContain("technology");
  });

  it("names a clean layout for a finance resume and the level of a new graduate", () => {
    const finance = suggestTemplatesForResume(resume("Senior accountant", ["Accountant", "Auditor", "Accountant"]));
    expect(finance[0]!.reasons).toEqual(["industry.finance", "level.senior", "complexity.low"]);
    expect(getTemplateCatalogEntry(finance[0]!.template).profile.visualComplexity).toBe("low");

    const graduate = suggestTemplatesForResume(resume("Registered nurse", []));
    expect(graduate.every((suggestion) => suggestion.reasons.includes("level.entry"))).toBe(true);
    expect(graduate[0]!.reasons[0]).toBe("industry.healthcare");
  });

  it("says a template works anywhere when the industry is unknown, and follows the order of the score", () => {
    const suggestions = suggestTemplatesForResume(resume("", ["Shepherd"]), 5);
    expect(suggestions).toHaveLength(5);
    expect(suggestions.every((suggestion) => suggestion.reasons[0] === "industryGeneral")).toBe(true);
    expect(suggestions.map((suggestion) => suggestion.template)).toEqual(
      recommendTemplates({ experienceLevel: "mid" }).map((recommendation) => recommendation.templateName),
    );
  });
});

describe("reasonSentences", () => {
  it("turns every reason code into a sentence, the style included", () => {
    const input = { industry: "legal", experienceLevel: "executive", style: "classic", complexity: "low" } as const;
    const [best] = recommendTemplates(input);
    expect(best!.reasons).toEqual(["industryMatch", "experienceMatch", "styleMatch", "complexityMatch"]);
    expect(reasonSentences(best!, input)).toEqual([
      "industry.legal",
      "level.executive",
      "styleMatch",
      "complexity.low",
    ]);
  });

  it("has a sentence in the messages for every reason it can give", () => {
    const file = path.join(process.cwd(), "messages/en-US/templateRecommendation.json");
    const messages = JSON.parse(readFileSync(file, "utf8")) as { reasons: Record<string, unknown> };
    const all: ReasonSentence[] = [
      "industryGeneral",
      "styleMatch",
      ...industries.filter((industry) => industry !== "general").map((industry) => `industry.${industry}` as const),
      ...experienceLevels.map((level) => `level.${level}` as const),
      ...(["low", "medium", "high"] as const).map((complexity) => `complexity.${complexity}` as const),
    ];
    for (const key of all) {
      const value = key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages.reasons);
      expect(typeof value, key).toBe("string");
    }
  });
});
