import { execFile, execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import bidiFactory from "bidi-js";
import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";

/*
 * Reading a PDF back the way ATS software does, for the tests and benchmarks. The reader is pdf.js
 * (an npm dependency, so a fresh clone needs nothing else): text in drawing order, word boxes, the
 * embedded fonts, the page count and the document information. Poppler's pdftotext, when installed
 * (poppler-utils), is an extra reader (popplerText), for its reading-order analysis above all.
 */

const bidi = bidiFactory();

/** The text runs of one page as pdf.js returns them, with the page's height to turn y downwards. */
type PageText = { items: TextItem[]; styles: Record<string, { ascent: number; descent: number }>; height: number };

async function readDocument<Result>(
  pdf: Uint8Array,
  read: (document: PDFDocumentProxy) => Promise<Result>,
): Promise<Result> {
  // pdf.js takes ownership of the buffer it is given (and refuses a Node Buffer), so it reads a plain
  // copy; fonts are parsed, never evaluated.
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    return await read(document);
  } finally {
    await document.destroy();
  }
}

function pageNumbers(document: PDFDocumentProxy, page?: number): number[] {
  if (page === undefined) return Array.from({ length: document.numPages }, (_, index) => index + 1);
  if (!Number.isInteger(page) || page < 1 || page > document.numPages)
    throw new RangeError(`The PDF has no page ${page}`);
  return [page];
}

async function pageText(document: PDFDocumentProxy, number: number): Promise<PageText> {
  const page = await document.getPage(number);
  const content = await page.getTextContent();
  const items = content.items.filter((item): item is TextItem => "str" in item);
  return { items, styles: content.styles, height: page.getViewport({ scale: 1 }).height };
}

/**
 * A page's runs cut into lines where pdf.js saw the text move to another line, or where a run's
 * baseline is more than half a line away from the run before (as pdf.js-based parsers also cut:
 * pdf.js misses the move to a slanted line under an upright one, where Chromium fakes italics with
 * a skewed text matrix, and a line's runs sorted left to right would mix the two lines). Each line
 * in the order it is seen (left to right). pdf.js hands a right-to-left run back in logical order;
 * here it is turned back to how it is seen, so that a line can be read once as a whole (readLine).
 */
function visualLines(items: TextItem[]): { text: string; item: TextItem }[][] {
  const lines: TextItem[][] = [[]];
  let last: TextItem | undefined;
  for (const item of items) {
    if (item.str.trim() !== "" && last && lines.at(-1)!.length > 0) {
      const height = Math.max(item.height, last.height);
      if (Math.abs(item.transform[5]! - last.transform[5]!) > height / 2) lines.push([]);
    }
    lines.at(-1)!.push(item);
    if (item.str.trim() !== "") last = item;
    if (item.hasEOL) lines.push([]);
  }
  return lines
    .map((line) =>
      line
        .filter((item) => item.str !== "")
        .sort((a, b) => a.transform[4]! - b.transform[4]!)
        .map((item) => ({ item, text: item.dir === "rtl" ? [...item.str].reverse().join("") : item.str })),
    )
    .filter((line) => line.length > 0);
}

const isRightToLeft = (char: string) => ["R", "AL"].includes(bidi.getBidiCharTypeName(char));
const isLeftToRight = (char: string) => bidi.getBidiCharTypeName(char) === "L";

/**
 * A line as it is seen, in the order it is read: the Unicode bidi algorithm (bidi-js) reverses the
 * right-to-left runs of a line whose letters are mostly right-to-left (its base direction), and
 * leaves a left-to-right line as it is.
 */
function readLine(seen: string): string {
  const chars = [...seen];
  const direction = chars.filter(isRightToLeft).length > chars.filter(isLeftToRight).length ? "rtl" : "ltr";
  if (direction === "ltr" && !chars.some(isRightToLeft)) return seen;
  return withoutPresentationForms(bidi.getReorderedString(seen, bidi.getEmbeddingLevels(seen, direction)));
}

/**
 * pdf.js returns each shaped Arabic letter as its presentation form (ﻧﻮرة for نورة, ﻻ for لا), which
 * no one types or searches for; like poppler, the reader gives the letters themselves (NFKC of those
 * forms only, so that nothing else in the text is folded).
 */
const withoutPresentationForms = (text: string) =>
  text.replace(/[\ufb50-\ufdff\ufe70-\ufefe]+/g, (forms) => forms.normalize("NFKC"));

/**
 * The text of the PDF (or of one page) in drawing order: the order of the page's content stream,
 * which is what pdf.js, pdfminer's plain mode and many ATS parsers read. One line of the page is one
 * line of the text, read in its own direction (Arabic lines right to left).
 */
export async function pdfText(pdf: Uint8Array, { page }: { page?: number } = {}): Promise<string> {
  return readDocument(pdf, async (document) => {
    const pages: string[] = [];
    for (const number of pageNumbers(document, page)) {
      const { items } = await pageText(document, number);
      pages.push(
        visualLines(items)
          .map((line) => readLine(line.map((part) => part.text).join("")))
          .join("\n"),
      );
    }
    return pages.join("\n\f");
  });
}

export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  return readDocument(pdf, async (document) => document.numPages);
}

/** The document information dictionary (Title, Producer, Creator...) and the page count. */
export async function pdfInfo(pdf: Uint8Array): Promise<{ pages: number; info: Record<string, unknown> }> {
  return readDocument(pdf, async (document) => ({
    pages: document.numPages,
    info: (await document.getMetadata()).info as Record<string, unknown>,
  }));
}

/**
 * The names of the fonts the PDF embeds, without the subset prefix: "Inter-Regular",
 * "NotoSansSC-Regular". A font the PDF only names (for the reader to find on its machine) is left out.
 */
export async function pdfFontNames(pdf: Uint8Array): Promise<string[]> {
  return readDocument(pdf, async (document) => {
    const names = new Set<string>();
    for (const number of pageNumbers(document)) {
      const page = await document.getPage(number);
      // Drawing the page's operators makes pdf.js load (parse) every font the page uses.
      await page.getOperatorList();
      const { styles } = await page.getTextContent();
      for (const id of Object.keys(styles)) {
        const font = page.commonObjs.has(id)
          ? (page.commonObjs.get(id) as { name?: string; missingFile?: boolean })
          : undefined;
        if (font?.name && !font.missingFile) names.add(font.name.replace(/^[A-Z]{6}\+/, ""));
      }
    }
    return [...names];
  });
}

export type PdfWord = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/**
 * Every word of the PDF with its page and box in points from the page's top left corner: the runs
 * of a line joined, cut at white space (pdf.js puts a space where the gap between two letters is one).
 * A letter's box is its share of its run's width; the height is the font's ascent and descent.
 */
export async function pdfWords(pdf: Uint8Array): Promise<PdfWord[]> {
  return readDocument(pdf, async (document) => {
    const words: PdfWord[] = [];
    for (const number of pageNumbers(document)) {
      const { items, styles, height } = await pageText(document, number);
      for (const line of visualLines(items)) {
        let word: PdfWord | null = null;
        for (const { item, text } of line) {
          const chars = [...text];
          const size = Math.hypot(item.transform[2]!, item.transform[3]!);
          const font = styles[item.fontName] ?? { ascent: 1, descent: 0 };
          const [x, baseline] = [item.transform[4]!, item.transform[5]!];
          for (const [index, char] of chars.entries()) {
            if (/\s/.test(char)) {
              if (word) words.push(word);
              word = null;
              continue;
            }
            const box = {
              xMin: x + (item.width * index) / chars.length,
              xMax: x + (item.width * (index + 1)) / chars.length,
              yMin: height - (baseline + font.ascent * size),
              yMax: height - (baseline + font.descent * size),
            };
            if (!word) word = { page: number, text: "", ...box };
            word.text += char;
            word.xMax = Math.max(word.xMax, box.xMax);
            word.yMin = Math.min(word.yMin, box.yMin);
            word.yMax = Math.max(word.yMax, box.yMax);
          }
        }
        if (word) words.push(word);
      }
    }
    return words.map((word) => ({ ...word, text: readLine(word.text) }));
  });
}

/**
 * A rectangle of one page drawn by pdf.js (on @napi-rs/canvas) at `dpi` dots per inch, as grey levels
 * (0 black to 255 white), row by row: for checks that what is printed is visible, pixel for pixel.
 */
export async function pdfGreyPixels(
  pdf: Uint8Array,
  page: number,
  area: { dpi: number; x: number; y: number; width: number; height: number },
): Promise<Uint8Array> {
  return readDocument(pdf, async (document) => {
    const [number] = pageNumbers(document, page);
    const drawn = await document.getPage(number!);
    const viewport = drawn.getViewport({ scale: area.dpi / 72 });
    const canvases = document.canvasFactory as CanvasFactory;
    const target = canvases.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    try {
      await drawn.render({ canvasContext: target.context, viewport }).promise;
      const { data } = target.context.getImageData(area.x, area.y, area.width, area.height);
      const grey = new Uint8Array(area.width * area.height);
      for (let index = 0; index < grey.length; index += 1) {
        grey[index] = Math.round(
          0.299 * data[index * 4]! + 0.587 * data[index * 4 + 1]! + 0.114 * data[index * 4 + 2]!,
        );
      }
      return grey;
    } finally {
      canvases.destroy(target);
    }
  });
}

/** Every page drawn by pdf.js (on @napi-rs/canvas) at `dpi` dots per inch, as PNG files: for looking at. */
export async function pdfPagePngs(pdf: Uint8Array, { dpi }: { dpi: number }): Promise<Buffer[]> {
  return readDocument(pdf, async (document) => {
    const pngs: Buffer[] = [];
    for (const number of pageNumbers(document)) {
      const drawn = await document.getPage(number);
      const viewport = drawn.getViewport({ scale: dpi / 72 });
      const canvases = document.canvasFactory as CanvasFactory;
      const target = canvases.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      try {
        await drawn.render({ canvasContext: target.context, viewport }).promise;
        pngs.push((target.canvas as { toBuffer: (type: "image/png") => Buffer }).toBuffer("image/png"));
      } finally {
        canvases.destroy(target);
      }
    }
    return pngs;
  });
}

type CanvasTarget = { canvas: unknown; context: CanvasRenderingContext2D };
type CanvasFactory = {
  create: (width: number, height: number) => CanvasTarget;
  destroy: (target: CanvasTarget) => void;
};

const run = promisify(execFile);

// pdftotext marks right-to-left runs with bidi embedding controls; the letters are what matter.
const bidiControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Whether poppler's pdftotext is installed, for the checks that read with its reading-order analysis. */
export const hasPdftotext = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/**
 * The text as poppler's pdftotext reads it, without bidi controls: "layout" is its reading-order
 * analysis of blocks and columns (what it prints by default), "stream" the drawing order (-raw).
 * Needs pdftotext (poppler-utils): check hasPdftotext first.
 */
export async function popplerText(
  pdf: Uint8Array,
  { page, order = "layout" }: { page?: number; order?: "layout" | "stream" } = {},
): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), "vitae-pdf-"));
  try {
    const file = path.join(directory, "resume.pdf");
    await writeFile(file, pdf);
    const range = page === undefined ? [] : ["-f", String(page), "-l", String(page)];
    const mode = order === "stream" ? ["-raw"] : [];
    const { stdout } = await run("pdftotext", ["-enc", "UTF-8", ...mode, ...range, file, "-"], {
      maxBuffer: 32 * 1024 * 1024,
    });
    return stdout.replace(bidiControls, "");
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
