import { describe, expect, test } from "vitest";
import { analyzeResume, analysisResultSchema, parseJobDescription, tokenize } from "@/core/analysis";
import { termsById } from "@/core/analysis/dictionary";
import { coveredMonths, parsePeriod } from "@/core/analysis/experience-years";
import { findPhrase } from "@/core/analysis/normalize";
import { cases } from "./fixtures/cases";
import { buildResume } from "./fixtures/build";

const now = new Date("2026-01-15T00:00:00Z");

/** Whether the words say one of the term's phrases, as whole words. */
function says(words: string[], termId: string): boolean {
  return termsById.get(termId)!.phrases.some((phrase) => findPhrase(words, phrase) >= 0);
}

describe.each(cases)("$name", ({ resume, job, gaps, matches, notMatched }) => {
  const result = analyzeResume({ resume, jobDescription: job, now });
  const byId = new Map(result.matches.map((match) => [match.requirement.id, match]));

  test("finds the expected gaps", () => {
    for (const id of gaps) expect(byId.get(id)?.status, id).toBe("gap");
  });

  test("finds the expected matches with the right proof", () => {
    for (const expected of matches) {
      const match = byId.get(expected.id);
      expect(match?.status, expected.id).toBe("matched");
      expect(match?.proof?.section, expected.id).toBe(expected.section);
      expect(match?.proof?.itemId, expected.id).toBe(expected.itemId);
      expect(match?.proof?.quote, expected.id).toContain(expected.quote);
    }
  });

  test("claims nothing the resume does not say", () => {
    for (const id of notMatched) expect(byId.get(id)?.status ?? "absent", id).not.toBe("matched");
    for (const match of result.matches) {
      if (match.status === "gap") expect(match.proof).toBeNull();
      const { termId } = match.requirement;
      if (!termId || !termsById.has(termId) || match.status !== "matched") continue;
      // The quoted text says the term, as whole words.
      expect(says(tokenize(match.proof?.quote ?? ""), termId), match.requirement.id).toBe(true);
    }
  });

  test("is repeatable and fits the published shape", () => {
    expect(analyzeResume({ resume, jobDescription: job, now })).toEqual(result);
    expect(analysisResultSchema.parse(result)).toEqual(result);
    expect(result.state).toBe("results");
  });
});

describe("matching rules", () => {
  test("Java is not found in JavaScript, nor JS in JSON", () => {
    const words = tokenize("Built JavaScript services exchanging JSON");
    expect(says(words, "java")).toBe(false);
    expect(says(words, "javascript")).toBe(true);
    expect(says(tokenize("JSON APIs"), "javascript")).toBe(false);
  });

  test("Arabic forms normalise: hamza, taa marbuta, diacritics and the article", () => {
    expect(tokenize("إدارةُ المشاريعِ")).toEqual(tokenize("ادارة مشاريع"));
    expect(tokenize("والمحاسبة")).toEqual(tokenize("محاسبه"));
    expect(tokenize("٢٠١٩")).toEqual(["2019"]);
    expect(says(tokenize("خبرة في المحاسبة"), "accounting")).toBe(true);
    expect(says(tokenize("Accounting degree"), "accounting")).toBe(true);
  });

  test("importance comes from required / preferred cues and the title", () => {
    const requirements = parseJobDescription("Nurse\nMust hold BLS.\nACLS preferred.\nGood teamwork.");
    const importance = Object.fromEntries(requirements.map((requirement) => [requirement.id, requirement.importance]));
    expect(importance).toMatchObject({
      "term:bls": "critical",
      "term:acls": "niceToHave",
      "term:teamwork": "important",
    });
  });

  test("years of experience come from the dates, overlaps counted once", () => {
    const periods = ["Jan 2018 - Dec 2020", "2020-06 - 2021-06", "مارس ٢٠٢٣ - حتى الآن"].map((text) =>
      parsePeriod(text, now),
    );
    expect(periods.every(Boolean)).toBe(true);
    // 2018-01..2021-06 = 41 months, 2023-03..2026-01 = 34 months.
    expect(coveredMonths(periods.filter((period) => period !== null))).toBe(75);
    expect(parsePeriod("sometime", now)).toBeNull();
  });

  test("a job description naming nothing the analyzer knows gives no useful data", () => {
    const resume = buildResume("empty", { headline: "Clerk" });
    const result = analyzeResume({ resume, jobDescription: "We are a friendly company.", now });
    expect(result.state).toBe("noUsefulData");
    expect(result.basic.jobMatchAnalysis.overallMatch).toBeNull();
  });

  test("scores move with the resume: numbers and action verbs raise their checks", () => {
    const job = "Sales Executive\nRequirements:\n- B2B sales\n- Negotiation";
    const salesResume = (id: string, bullets: string[]) =>
      buildResume(id, { experience: [{ position: "Sales", company: "A", date: "2020 - 2024", bullets }] });
    const weak = salesResume("w", ["responsible for clients", "in charge of calls"]);
    const strong = salesResume("s", ["Closed 40 B2B sales deals", "Negotiated 12 contracts worth $1M"]);
    const a = analyzeResume({ resume: weak, jobDescription: job, now }).basic;
    const b = analyzeResume({ resume: strong, jobDescription: job, now }).basic;
    expect(a.atsOptimization.sectionScores.measurableResults.score).toBe(0);
    expect(b.atsOptimization.sectionScores.measurableResults.score).toBe(100);
    expect(b.atsOptimization.sectionScores.actionVerbs.score).toBe(100);
    expect(b.jobMatchAnalysis.skillMatch).toBe(100);
    // The weak resume only says "Sales" (its job title): one of three requirements.
    expect(a.jobMatchAnalysis.skillMatch).toBe(33);
    expect(b.atsOptimization.overallScore).toBeGreaterThan(a.atsOptimization.overallScore);
  });
});
