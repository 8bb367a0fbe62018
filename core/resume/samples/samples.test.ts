import { describe, expect, it } from "vitest";

import {
  defaultResumeData,
  parseResumeDataStrict,
  parseResumeDataTolerant,
  repairLayout,
  type ResumeData,
} from "../schema";
import { builtInSectionIds } from "../schema/sections";
import { getSampleResume, sampleLocales, sampleResumes } from "./index";

const itemSectionIds = builtInSectionIds.filter(
  (id): id is Exclude<(typeof builtInSectionIds)[number], "summary"> => id !== "summary",
);

describe.each(sampleLocales)("sample resume %s", (locale) => {
  const sample: ResumeData = sampleResumes[locale];

  it("passes strict parsing as stored", () => {
    const result = parseResumeDataStrict(sample);
    if (!result.success) throw result.error;
    expect(result.data).toEqual(sample);
  });

  it("loads unchanged and with a complete layout", () => {
    expect(repairLayout(sample)).toBe(sample);
    const { data, issues } = parseResumeDataTolerant(sample);
    expect(issues).toEqual([]);
    expect(data).toEqual(sample);
  });

  it("fills every built-in section", () => {
    expect(sample.basics).toMatchObject({
      name: expect.any(String),
      headline: expect.any(String),
      email: expect.any(String),
    });
    expect(sample.basics.name).not.toBe("");
    expect(sample.sections.summary.content).toMatch(/^<p>.+<\/p>(<ul>(<li>.+?<\/li>)+<\/ul>)?$/);
    for (const id of itemSectionIds) {
      const minimum = id === "signature" ? 1 : 2;
      expect(sample.sections[id].items.length, `${locale} ${id}`).toBeGreaterThanOrEqual(minimum);
      expect(sample.sections[id].visible).toBe(true);
    }
    expect(sample.sections.signature.items[0]!.content).toBe(sample.basics.name);
  });

  it("is written in its own language", () => {
    expect(sample.metadata.locale).toBe(locale);
    if (locale === "en-US") return;
    for (const id of builtInSectionIds.filter((section) => section !== "signature" && section !== "summary")) {
      const englishName = defaultResumeData.sections[id].name;
      // A few words are the same in both languages (Hobbies in Portuguese, Certifications in French).
      if (sample.sections[id].name === englishName)
        expect(["Hobbies", "Certifications", "Publications", "Signature"]).toContain(englishName);
    }
    expect(sample.sections.experience.name).not.toBe(defaultResumeData.sections.experience.name);
  });

  it("has ids unique within the document", () => {
    const ids = [
      ...sample.basics.customFields.map((field) => field.id),
      ...itemSectionIds.flatMap((id) => sample.sections[id].items.map((item) => item.id)),
      ...Object.values(sample.sections.custom).flatMap((section) => section.items.map((item) => item.id)),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("sample resumes", () => {
  it("are written separately, not translated from one another", () => {
    const names = new Set(sampleLocales.map((locale) => sampleResumes[locale].basics.name));
    const employers = new Set(
      sampleLocales.map((locale) => sampleResumes[locale].sections.experience.items[0]!.company),
    );
    expect(names.size).toBe(sampleLocales.length);
    expect(employers.size).toBe(sampleLocales.length);
  });

  it("set the Arabic sample in El Messiri", () => {
    expect(sampleResumes["ar-SA"].metadata.typography.font.family).toBe("El Messiri");
  });
});

describe("getSampleResume", () => {
  it("returns a fresh copy the caller may change", () => {
    const copy = getSampleResume("de-DE");
    copy.sections.skills.items.pop();
    expect(sampleResumes["de-DE"].sections.skills.items).toHaveLength(3);
  });

  it("merges overrides deeply and replaces arrays", () => {
    const resume = getSampleResume("fr-FR", {
      basics: { email: "someone@example.org" },
      metadata: { template: "onyx", page: { format: "letter" } },
      sections: { hobbies: { items: [] } },
    });
    expect(resume.basics.email).toBe("someone@example.org");
    expect(resume.basics.name).toBe("Camille Durand");
    expect(resume.metadata).toMatchObject({
      template: "onyx",
      page: { format: "letter", margin: 40 },
      locale: "fr-FR",
    });
    expect(resume.sections.hobbies.items).toEqual([]);
  });

  it("falls back to English for a locale without a sample", () => {
    expect(getSampleResume("it-IT")).toEqual(sampleResumes["en-US"]);
  });

  it("refuses an override that breaks the schema", () => {
    expect(() => getSampleResume("en-US", { basics: { email: "nope" } })).toThrow(/basics|email/);
  });
});
