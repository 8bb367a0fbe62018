import "server-only";
import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { importError } from "../import-error";

/** Caps on reading a PDF: far above any resume, far below what ties up the server. */
export const pdfLimits = {
  /** A PDF with more pages than this is refused before any page is read. */
  maxPages: 50,
  /** Pages read: a resume has one to three, the rest of a longer file is left out. */
  readPages: 20,
  /** Wall-clock time for opening the file and reading its text. */
  timeoutMs: 15_000,
} as const;

/** One run of text as pdf.js draws it, in points from the page's top left corner. */
export type TextRun = {
  page: number;
  text: string;
  /** Left and right edge. */
  x0: number;
  x1: number;
  /** The baseline, measured downwards from the top of the page. */
  y: number;
  /** Font size in points. */
  size: number;
  /** pdf.js's id of the font (one per font and weight of the document). */
  font: string;
  rtl: boolean;
};

export type PdfText = { pages: { width: number; height: number; runs: TextRun[] }[]; pageCount: number };

const pdfSignature = "%PDF-";

/**
 * The text runs of a PDF with their positions, read by pdf.js without ever running the file:
 * no eval, no fonts loaded into a renderer, no scripting or XFA (the document's JavaScript is never
 * even looked at), and within a page and time cap. A file that is not a PDF, is cut short, is
 * encrypted or cannot be parsed is refused with its own reason.
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  if (new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).indexOf(pdfSignature) < 0) throw importError("notAPdf");
  // A complete PDF ends with %%EOF (within its last kilobyte): a file cut short in transit is
  // refused instead of half read (pdf.js would rebuild what it can).
  if (!new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.length - 1024))).includes("%%EOF"))
    throw importError("unreadablePdf");

  const task = getDocument({
    // pdf.js takes ownership of (and detaches) the buffer it is given: it reads a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    isOffscreenCanvasSupported: false,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(importError("pdfTimeout")), pdfLimits.timeoutMs);
  });
  try {
    return await Promise.race([readAll(task.promise), timeout]);
  } finally {
    clearTimeout(timer);
    await task.destroy();
  }
}

async function readAll(loading: Promise<PDFDocumentProxy>): Promise<PdfText> {
  let document: PDFDocumentProxy;
  try {
    document = await loading;
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "PasswordException") throw importError("pdfEncrypted");
    throw importError("unreadablePdf");
  }
  if (document.numPages > pdfLimits.maxPages) throw importError("pdfTooManyPages");
  const pages: PdfText["pages"] = [];
  for (let number = 1; number <= Math.min(document.numPages, pdfLimits.readPages); number += 1) {
    try {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const runs: TextRun[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str === "") continue;
        const run = toRun(item, number, height);
        if (run) runs.push(run);
      }
      pages.push({ width, height, runs });
    } catch {
      throw importError("unreadablePdf", `page ${number}`);
    }
  }
  return { pages, pageCount: document.numPages };
}

function toRun(item: TextItem, page: number, pageHeight: number): TextRun | null {
  const [a, b, c, d, e, f] = item.transform as number[];
  // Rotated text (a watermark across the page, a vertical label) is not resume content; slanted text
  // is (a synthetic italic: a script without an italic face, Devanagari or Arabic, slanted by the
  // printer), its size the upright one.
  if (Math.abs(b!) > 0.01 || Math.abs(c!) > 0.4 * d! || a! <= 0 || d! <= 0) return null;
  const size = d!;
  return {
    page,
    // Arabic letters come back as their shaped presentation forms (ﻧﻮرة for نورة): the letters
    // themselves are what a user types.
    text: item.str.replace(/[\ufb50-\ufdff\ufe70-\ufefe]+/g, (forms) => forms.normalize("NFKC")),
    x0: e!,
    x1: e! + item.width,
    y: pageHeight - f!,
    size,
    font: item.fontName,
    rtl: item.dir === "rtl",
  };
}
