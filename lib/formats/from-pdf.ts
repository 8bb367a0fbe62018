import "server-only";
import type { ResumeData } from "@/core/resume/schema";
import { buildLayout } from "./pdf/layout";
import { readPdfText } from "./pdf/read-pdf-text";
import { toResumeData } from "./pdf/to-resume";
import { loadProductWords } from "./pdf/vocabulary";
import { importError } from "./import-error";

/**
 * The seam for a model's refinement of a PDF import (issue 19: with a model configured, the model
 * refines the rule-based result through the provider layer, charged as a generation). It gets the
 * rule-based draft and the PDF's text in reading order, and returns the refined resume data, which
 * is validated and sanitised like any import afterwards. The import passes the model's
 * (pdf/refine-with-model.ts); without a refiner the rule-based draft is the result.
 */
export type PdfRefiner = (draft: ResumeData, context: { text: string }) => Promise<ResumeData>;

/**
 * An existing PDF resume as resume data: the text with its positions (pdf.js, no scripts run,
 * capped in pages and time), turned into sections by rules that read headings, layout columns,
 * dates and contact patterns (lib/formats/pdf). A PDF without a text layer (a scan) is refused.
 */
export async function fromPdf(bytes: Uint8Array, { refine }: { refine?: PdfRefiner } = {}): Promise<ResumeData> {
  const [text] = await Promise.all([readPdfText(bytes), loadProductWords()]);
  if (!text.pages.some((page) => page.runs.some((run) => /[\p{L}\p{N}]/u.test(run.text))))
    throw importError("pdfNoText");
  const layout = buildLayout(text);
  const draft = toResumeData(layout);
  if (!refine) return draft;
  const reading = [
    ...layout.preamble.map((segment) => segment.text),
    ...layout.sections.flatMap((section) => [
      section.heading.text,
      ...section.rows.map((row) => row.map((segment) => segment.text).join(" ")),
    ]),
  ].join("\n");
  return refine(draft, { text: reading });
}
