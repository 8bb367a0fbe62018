import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getSampleResume } from "@/core/resume/samples";
import { resumeTemplateNames, type ResumeData } from "@/core/resume/schema";
import { fromPdf } from "@/lib/formats/from-pdf";
import type { BrowserPool } from "@/lib/pdf/browser-pool";
import { printedResume } from "@/tests/support/printed-samples";

/*
 * Field-level accuracy of a PDF import against the resume the PDF was made from: the name, email
 * and phone; each experience's company, position, start and end; each education entry's
 * institution, area, start and end; each skill's name. Imported items are paired with expected ones
 * by their title; a field counts as right when it reads the same (case, spacing and dash style
 * aside). Precision: right fields among the fields the import filled; recall: right fields among
 * the fields the resume has.
 */

export type Accuracy = {
  expected: number;
  found: number;
  right: number;
  precision: number;
  recall: number;
  misses: string[];
};

const fold = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/[\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/[‐-―−]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** A period's two ends ("Mar 2021 – Present" → Mar 2021, Present; "2020" → 2020, ""). */
function ends(period: string): [string, string] {
  const [start = "", end = ""] = fold(period).split(/\s*(?:\s-\s|–|—|-(?=\s*\D)|\bto\b|إلى)\s*/u, 2);
  return [start.trim(), end.trim()];
}

type Fields = Record<string, string>;

function experienceFields(item: ResumeData["sections"]["experience"]["items"][number]): Fields {
  const [start, end] = ends(item.date);
  return { company: item.company, position: item.position, start, end };
}
function educationFields(item: ResumeData["sections"]["education"]["items"][number]): Fields {
  const [start, end] = ends(item.date);
  return { institution: item.institution, area: item.area, start, end };
}

export function measureAccuracy(expected: ResumeData, imported: ResumeData): Accuracy {
  let expectedCount = 0;
  let found = 0;
  let right = 0;
  const misses: string[] = [];
  const compare = (place: string, want: string, got: string) => {
    if (fold(want) !== "") expectedCount += 1;
    if (fold(got) !== "") found += 1;
    if (fold(want) !== "" && fold(want) === fold(got)) right += 1;
    else if (fold(want) !== "" || fold(got) !== "")
      misses.push(`${place}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  compare("name", expected.basics.name, imported.basics.name);
  compare("email", expected.basics.email, imported.basics.email);
  compare("phone", expected.basics.phone, imported.basics.phone);

  const items = <Item extends { visible: boolean }>(
    section: string,
    want: { visible: boolean; items: Item[] },
    got: Item[],
    fields: (item: Item) => Fields,
  ) => {
    const left = got.map(fields);
    // What the resume shows: the visible items of a visible section.
    const shown = want.visible ? want.items.filter((item) => item.visible) : [];
    for (const [index, item] of shown.entries()) {
      const wanted = fields(item);
      const titleKey = Object.keys(wanted)[0]!;
      // Pair with the first imported item of the same title (in order, so repeated employers pair up).
      const at = left.findIndex((candidate) => candidate && fold(candidate[titleKey]!) === fold(wanted[titleKey]!));
      const pair = at >= 0 ? left.splice(at, 1)[0]! : undefined;
      for (const [key, value] of Object.entries(wanted))
        compare(`${section}[${index}].${key}`, value, pair?.[key] ?? "");
    }
    for (const extra of left)
      for (const [key, value] of Object.entries(extra)) compare(`${section}(extra).${key}`, "", value);
  };
  items("experience", expected.sections.experience, imported.sections.experience.items, experienceFields);
  items("education", expected.sections.education, imported.sections.education.items, educationFields);
  items("skills", expected.sections.skills, imported.sections.skills.items, (item) => ({ name: item.name }));
  return {
    expected: expectedCount,
    found,
    right,
    precision: found === 0 ? 0 : right / found,
    recall: expectedCount === 0 ? 1 : right / expectedCount,
    misses,
  };
}

export const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * Writes a table into docs/FORMATS.md between its two `marker` comments in "## PDF import accuracy"
 * (UPDATE_PDF_ACCURACY=1; run the accuracy files one after the other, `--no-file-parallelism`, as
 * each rewrites the file).
 */
export function writeAccuracyTable(marker: string, table: string): void {
  if (process.env.UPDATE_PDF_ACCURACY !== "1") return;
  const file = path.resolve("docs/FORMATS.md");
  const docs = readFileSync(file, "utf8");
  const start = docs.indexOf("## PDF import accuracy");
  const end = docs.indexOf("\n## ", start + 1);
  const section = docs.slice(start, end < 0 ? undefined : end);
  const updated = section.replace(new RegExp(`${marker}[\\s\\S]*?${marker}`), `${marker}\n${table}\n${marker}`);
  writeFileSync(file, docs.slice(0, start) + updated + (end < 0 ? "" : docs.slice(end)));
}

/** The key of a sample's row: its locale and template ("de-DE nosepass"). */
export const sampleKey = (locale: string, template: string) => `${locale} ${template}`;

/**
 * Each locale's sample resume printed through every template (or those `includes` keeps) and imported
 * back, measured, by sampleKey.
 */
export async function measureSamples(
  locales: readonly string[],
  pool: BrowserPool,
  includes: (locale: string, template: string) => boolean = () => true,
): Promise<Map<string, Accuracy>> {
  const results = new Map<string, Accuracy>();
  await Promise.all(
    resumeTemplateNames.flatMap((template) =>
      locales.map(async (locale) => {
        if (!includes(locale, template)) return;
        const data = getSampleResume(locale, { metadata: { template } });
        results.set(sampleKey(locale, template), measureAccuracy(data, await fromPdf(await printedResume(data, pool))));
      }),
    ),
  );
  return results;
}
