import { render } from "jsonresume-theme-even";
import { pageSizes } from "@/core/templates/page-format";
import { createDefaultResumeData, createSectionItem, type ResumeData } from "@/core/resume/schema";
import { toJsonResume } from "@/lib/formats/to-json-resume";
import type { BrowserPool } from "@/lib/pdf/browser-pool";
import { resolvePrintAsset } from "@/lib/pdf/print-assets";
import { printableDocument } from "@/lib/pdf/render-resume-pdf";

/*
 * A PDF made elsewhere: the resume converted to JSON Resume (lib/formats/to-json-resume.ts), rendered
 * by a JSON Resume theme from the npm registry (jsonresume-theme-even), printed by Chromium through
 * the app's print pool (its scripts do not run, its web fonts are not fetched: the page falls back
 * to a system font, as a PDF saved from a browser offline would).
 */

type JsonResume = {
  basics: { name?: string; email?: string; phone?: string };
  work?: { name?: string; position?: string; startDate?: string; endDate?: string }[];
  education?: { institution?: string; area?: string; studyType?: string; startDate?: string; endDate?: string }[];
  skills?: { name?: string }[];
};

export async function makeJsonResumeThemePdf(data: ResumeData, pool: BrowserPool): Promise<Uint8Array> {
  const html = printableDocument(render(toJsonResume(data) as Parameters<typeof render>[0]));
  return pool.run(
    async (page) => {
      await page.setContent(html);
      return page.pdf(pageSizes.a4);
    },
    { resolveRequest: resolvePrintAsset },
  );
}

// The theme prints a date as Intl's short month and year in English ("Mar 2021"), an open end as
// "Present".
const printed = (date: string) =>
  new Date(date).toLocaleDateString("en", { month: "short", year: "numeric", timeZone: "UTC" });
const period = (start?: string, end?: string) =>
  !start ? "" : end === start ? printed(start) : `${printed(start)} – ${end ? printed(end) : "Present"}`;

/** What the theme printed of the resume, as resume data to measure the PDF's import against. */
export function expectedOfJsonResumeTheme(data: ResumeData): ResumeData {
  const json = toJsonResume(data) as JsonResume;
  const expected = createDefaultResumeData();
  expected.basics.name = json.basics.name ?? "";
  expected.basics.email = json.basics.email ?? "";
  expected.basics.phone = json.basics.phone ?? "";
  expected.sections.experience.items = (json.work ?? []).map((job) => ({
    ...createSectionItem("experience"),
    company: job.name ?? "",
    position: job.position ?? "",
    date: period(job.startDate, job.endDate),
  }));
  expected.sections.education.items = (json.education ?? []).map((school) => ({
    ...createSectionItem("education"),
    institution: school.institution ?? "",
    area: school.area ?? "",
    date: period(school.startDate, school.endDate),
  }));
  expected.sections.skills.items = (json.skills ?? []).map((skill) => ({
    ...createSectionItem("skills"),
    name: skill.name ?? "",
  }));
  return expected;
}
