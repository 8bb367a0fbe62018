import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { inject } from "vitest";
import { renderPrintDocument as renderDocument } from "@/components/templates/render-resume-html";
import type { ResumeData } from "@/core/resume/schema";
import type { BrowserPool } from "@/lib/pdf/browser-pool";
import { renderResumePdf } from "@/lib/pdf/render-resume-pdf";

/**
 * A resume printed through the real print path (renderResumePdf, no watermark), once per test run: the
 * PDF tests read the same sample resumes in several files (parse-back, words, reading order, the
 * import's accuracy), each in its own worker. The first file to ask prints it and leaves it in the run's
 * directory (tests/setup/print-chromium.ts makes a new one for every run, so a PDF never outlives the
 * code that printed it); the others read it from there. Keyed by the resume data.
 */
export async function printedResume(data: ResumeData, pool: BrowserPool): Promise<Uint8Array> {
  const key = createHash("sha256").update(JSON.stringify(data)).digest("hex");
  const file = path.join(inject("printedResumes"), `${key}.pdf`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Uint8Array(kept);
  const pdf = await renderResumePdf(data, { renderDocument, pool });
  // Whole or not at all: a file printing the same resume at the same time reads either nothing or all of it.
  const partial = `${file}.${randomUUID()}`;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(partial, pdf);
  await rename(partial, file);
  return pdf;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The directory of this run's printed resumes (tests/support/printed-samples.ts). */
    printedResumes: string;
  }
}
