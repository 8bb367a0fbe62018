import { afterAll, describe, expect, it } from "vitest";
import { getSampleResume } from "@/lib/resume/samples";
import { resumeTemplateNames, type ResumeData, type ResumeTemplateName } from "@/lib/resume/schema";
import { BrowserPool } from "./browser-pool";
import { pdfText } from "./pdf-text";
import { renderResumePdf } from "./render-resume-pdf";

/*
 * The ATS check of issue 6 for every template: the text pdftotext extracts from the PDF holds the
 * name, every visible section's heading and every visible item's title, each section in order,
 * with no broken glyphs.
 */

const pool = new BrowserPool({ concurrency: 2, timeoutMs: 60_000 });
afterAll(() => pool.close());

type Section = { name: string; visible: boolean; items: { visible: boolean }[] };

const titleOf: Record<string, (item: Record<string, unknown>) => unknown> = {
  profiles: (item) => item.network,
  experience: (item) => item.company,
  education: (item) => item.institution,
  volunteer: (item) => item.organization,
  awards: (item) => item.title,
};

/*
 * pdftotext writes a lam-alef ligature (لا, لأ) back in visual order (الأمير comes out as األمير),
 * and may move harakat such as shadda: both are artefacts of the extraction, not of the PDF (the
 * glyphs are right), so lam, alef and harakat are left out of the comparison; every other letter
 * and its order still count.
 */
function normalise(text: string): string {
  return text
    .replace(/[\u0622\u0623\u0625\u0627\u0644\u064b-\u065f\u0670]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** Each visible section laid out in the resume: its heading, then its visible items' titles. */
function expectedSections(data: ResumeData): { id: string; parts: string[] }[] {
  const laidOut = new Set(data.metadata.layout.flat(2));
  const sections: [string, Section][] = [
    ...Object.entries(data.sections).filter(([id]) => id !== "custom" && id !== "summary" && id !== "signature"),
    ...Object.entries(data.sections.custom),
  ] as [string, Section][];
  const expected = sections
    .filter(([id, section]) => laidOut.has(id) && section.visible && section.items.some((item) => item.visible))
    .map(([id, section]) => ({
      id,
      parts: [section.name, ...section.items.filter((item) => item.visible).map((item) => String((titleOf[id] ?? ((value) => value.name))(item as Record<string, unknown>)))],
    }));
  if (data.sections.summary.visible && data.sections.summary.content.replace(/<[^>]+>/g, "").trim()) expected.push({ id: "summary", parts: [data.sections.summary.name] });
  return expected;
}

// pdftotext orders a Latin run inside right-to-left text (an English company name in an Arabic line)
// by its own bidi guess, so such mixed titles are not compared; single-script ones are.
const isMixedDirection = (text: string) => /[\u0600-\u06ff]/.test(text) && /[A-Za-z]/.test(text);

function missingInOrder(text: string, parts: string[]): string | null {
  let from = 0;
  for (const part of parts.filter((candidate) => !isMixedDirection(candidate))) {
    const index = text.indexOf(normalise(part), from);
    if (index < 0) return part;
    from = index + normalise(part).length;
  }
  return null;
}

/*
 * Templates whose PDF does not read back yet, found by this test (reported to the templates work):
 * `it.fails` keeps them visible, and turns red the day a fix lands, so the entry is then removed.
 */
const knownProblems: Partial<Record<ResumeTemplateName, string>> = {
  elegance: "letter-spaced name and headings extract as 'E m i ly C a r t e r', 'L anguages'",
  kakuna: "letter-spaced section headings extract with spaces inside the word",
  leafish: "a sidebar item that wraps (the CKAD certification) is interleaved with the main column's line",
  modern: "the awards title is interleaved with the neighbouring column's line",
};

// Arabic is read back for the sample's own template in render-resume-pdf.test.ts; per template,
// pdftotext's handling of mixed-direction lines still needs its own tolerance before it can be strict.
describe("parse-back in en-US", () => {
  for (const template of resumeTemplateNames) {
    const test = knownProblems[template] ? it.fails : it;
    test(`${template}${knownProblems[template] ? ` (known: ${knownProblems[template]})` : ""}`, async () => {
      const data = getSampleResume("en-US", { metadata: { template } });
      const text = normalise(await pdfText(await renderResumePdf(data, { pool })));
      expect(text).toContain(normalise(data.basics.name));
      const problems = expectedSections(data)
        .map(({ id, parts }) => ({ id, missing: missingInOrder(text, parts) }))
        .filter((problem) => problem.missing !== null);
      expect(problems).toEqual([]);
      expect(text).not.toMatch(/[\ufffd\u25a1]/);
    }, 60_000);
  }
});
