import type { ResumeTemplateName } from "@/core/resume/schema";

/*
 * Which text readers read each template whole and in order: every section's heading before its
 * items, each item in one stretch (no words of the other column inside it), items in order.
 * Measured by tests/pdf/reading-order.test.ts on the en-US and ar-SA samples, A4 and Letter, which
 * fails when a template stops matching this table (docs/TEMPLATES.md, "Reading order").
 * - pdfjs: pdf.js, the drawing order (what most PDF libraries and many ATS parsers read);
 * - pdftotextRaw: poppler's pdftotext -raw, also the drawing order;
 * - pdftotextLayout: poppler's default, its reading-order analysis of blocks and columns.
 */

export const textReaders = ["pdfjs", "pdftotextRaw", "pdftotextLayout"] as const;
export type TextReader = (typeof textReaders)[number];

type ReadingOrder = Record<TextReader, boolean>;

const everywhere: ReadingOrder = { pdfjs: true, pdftotextRaw: true, pdftotextLayout: true };
/** In drawing order, not in poppler's layout analysis (two columns, or dates and sections side by side). */
const drawingOrder: ReadingOrder = { pdfjs: true, pdftotextRaw: true, pdftotextLayout: false };
/**
 * Bronzor's side headings share a line with their first item; in Arabic, a reader that takes a line's
 * direction from its letters (as tests/support/pdf-text.ts does with pdf.js's runs) reads a Latin
 * profile before its Arabic heading.
 */
const rawOnly: ReadingOrder = { pdfjs: false, pdftotextRaw: true, pdftotextLayout: false };

export const templateReadingOrder: Record<ResumeTemplateName, ReadingOrder> = {
  azurill: drawingOrder,
  bronzor: rawOnly,
  chikorita: drawingOrder,
  confidence: drawingOrder,
  creative: drawingOrder,
  ditto: drawingOrder,
  elegance: drawingOrder,
  executive: drawingOrder,
  feminine: drawingOrder,
  gengar: drawingOrder,
  glalie: drawingOrder,
  horizon: drawingOrder,
  kakuna: drawingOrder,
  leafish: drawingOrder,
  metro: drawingOrder,
  modern: drawingOrder,
  nosepass: drawingOrder,
  onyx: drawingOrder,
  pikachu: drawingOrder,
  rhyhorn: everywhere,
  slate: drawingOrder,
};

/** ATS-safe: read whole and in order by every reader measured. */
export function isAtsSafe(template: ResumeTemplateName): boolean {
  return textReaders.every((reader) => templateReadingOrder[template][reader]);
}
