import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/*
 * Reading a PDF back the way ATS software does, with poppler's pdftotext and pdfinfo
 * (poppler-utils). Used by the PDF tests and the benchmark's sanity check.
 */

const run = promisify(execFile);

// pdftotext marks right-to-left runs with bidi embedding controls; the letters are what matter.
const bidiControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

async function withFile<Result>(pdf: Uint8Array, read: (file: string) => Promise<Result>): Promise<Result> {
  const directory = await mkdtemp(path.join(tmpdir(), "vitae-pdf-"));
  try {
    const file = path.join(directory, "resume.pdf");
    await writeFile(file, pdf);
    return await read(file);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * The text of the PDF (or of one page), without bidi controls. "layout" is poppler's reading-order
 * analysis (what pdftotext prints by default); "stream" is the order the text was drawn in, which is
 * what extractors without layout analysis (pdf.js, pdfminer's plain mode, many ATS parsers) return.
 */
export async function pdfText(pdf: Uint8Array, page?: number, order: "layout" | "stream" = "layout"): Promise<string> {
  return withFile(pdf, async (file) => {
    const range = page === undefined ? [] : ["-f", String(page), "-l", String(page)];
    const mode = order === "stream" ? ["-raw"] : [];
    const { stdout } = await run("pdftotext", ["-enc", "UTF-8", ...mode, ...range, file, "-"], { maxBuffer: 32 * 1024 * 1024 });
    return stdout.replace(bidiControls, "");
  });
}

export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run("pdfinfo", [file]);
    const match = /^Pages:\s+(\d+)/m.exec(stdout);
    if (!match) throw new Error("pdfinfo printed no page count");
    return Number(match[1]);
  });
}

/** The embedded fonts' names (pdffonts), without the subset prefix: "Inter-Regular", "NotoSansSC-Regular". */
export async function pdfFontNames(pdf: Uint8Array): Promise<string[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run("pdffonts", [file]);
    return stdout
      .split("\n")
      .slice(2)
      .map((line) => line.split(/\s+/)[0] ?? "")
      .filter(Boolean)
      .map((name) => name.replace(/^[A-Z]{6}\+/, ""));
  });
}

export type PdfWord = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every word pdftotext finds, with its page and box in points (pdftotext -bbox). */
export async function pdfWords(pdf: Uint8Array): Promise<PdfWord[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"], { maxBuffer: 64 * 1024 * 1024 });
    const words: PdfWord[] = [];
    let page = 0;
    for (const match of stdout.matchAll(/<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
      if (match[0] === "<page ") {
        page += 1;
        continue;
      }
      words.push({ page, text: match[5]!, xMin: Number(match[1]), yMin: Number(match[2]), xMax: Number(match[3]), yMax: Number(match[4]) });
    }
    return words;
  });
}
