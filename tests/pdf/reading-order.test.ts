import { afterAll, describe, expect, it } from "vitest";
import { renderPrintDocument as renderDocument } from "@/components/templates/render-resume-html";
import { getSampleResume } from "@/core/resume/samples";
import { resumeTemplateNames } from "@/core/resume/schema";
import { templateReadingOrder, type TextReader } from "@/core/templates/reading-order";
import { BrowserPool } from "@/lib/pdf/browser-pool";
import { resolvePrintAsset } from "@/lib/pdf/print-assets";
import { printableDocument } from "@/lib/pdf/render-resume-pdf";
import { hasPdftotext, pdfText, popplerText } from "@/tests/support/pdf-text";
import { printedResume } from "@/tests/support/printed-samples";
import {
  readingBlocksScript,
  readingProblems,
  readingWords,
  type ReadingBlock,
  type ReadingProblem,
} from "@/tests/support/reading-order";

/*
 * Issue 25, item 2: which readers read each template whole and in order (tests/support/reading-order.ts
 * says what that means), measured on the en-US and ar-SA samples on A4 and on Letter paper, with
 * pdf.js and pdftotext in its two orders (layout, its default, and -raw, drawing order). The result
 * is core/templates/reading-order.ts, which the template picker and gallery show as the "ATS-safe"
 * mark: a template change that breaks a reading fails here until the data (and so the mark) says so.
 * READING_ORDER_REPORT=1 prints every problem found.
 */

const pool = new BrowserPool({ concurrency: 2, timeoutMs: 60_000 });
afterAll(() => pool.close());

const locales = ["en-US", "ar-SA"] as const;
const papers = ["a4", "letter"] as const;

const readers: { reader: TextReader; read: (pdf: Uint8Array) => Promise<string> }[] = [
  { reader: "pdfjs", read: (pdf) => pdfText(pdf) },
  ...(hasPdftotext
    ? [
        { reader: "pdftotextLayout" as const, read: (pdf: Uint8Array) => popplerText(pdf) },
        { reader: "pdftotextRaw" as const, read: (pdf: Uint8Array) => popplerText(pdf, { order: "stream" }) },
      ]
    : []),
];
if (!hasPdftotext) console.info("reading-order: pdftotext is not installed (poppler-utils); reading with pdf.js only");

async function printBlocks(html: string): Promise<ReadingBlock[]> {
  const blocks = await pool.run(
    async (page) => {
      await page.setContent(html);
      return page.evaluate<{ kind: ReadingBlock["kind"]; section: string; column: string; text: string }[]>(
        readingBlocksScript,
      );
    },
    { resolveRequest: resolvePrintAsset },
  );
  return blocks.map(({ text, ...block }) => ({ ...block, words: readingWords(text) }));
}

describe("the measure", () => {
  const blocks: ReadingBlock[] = [
    { kind: "heading", section: "experience", column: "main", words: ["experience"] },
    { kind: "item", section: "experience", column: "main", words: ["cut", "p99", "latency", "by", "63"] },
    { kind: "heading", section: "skills", column: "sidebar", words: ["skills"] },
    { kind: "item", section: "skills", column: "sidebar", words: ["backend", "go"] },
  ];
  it("accepts a reading that keeps every block whole and in order, columns one after the other", () => {
    expect(readingProblems(blocks, "EXPERIENCE\nCut p99 latency by 63%\n\nS K I L L S\nBackend\nGo")).toEqual([]);
    expect(readingProblems(blocks, "Skills Backend Go 1 / 2 Experience Cut p99 latency by 63%")).toEqual([]);
  });
  it("finds a column switch inside an item, and a heading read after its items", () => {
    expect(readingProblems(blocks, "Experience Cut p99 latency by Backend 63% Skills Go")).toEqual([
      { problem: "split", section: "experience", block: "cut p99 latency by 63", column: "main" },
      { problem: "split", section: "skills", block: "backend go", column: "sidebar" },
      { problem: "heading after item", section: "skills", block: "backend go" },
    ]);
  });
});

describe("reading order of every template (en-US and ar-SA, A4 and Letter)", () => {
  for (const template of resumeTemplateNames) {
    it(
      template,
      async () => {
        const problems = new Map<TextReader, string[]>(readers.map(({ reader }) => [reader, []]));
        for (const locale of locales) {
          for (const format of papers) {
            const data = getSampleResume(locale, { metadata: { template, page: { format } } });
            const [blocks, pdf] = await Promise.all([
              printBlocks(printableDocument(await renderDocument(data, {}))),
              printedResume(data, pool),
            ]);
            expect(blocks.filter((block) => block.kind === "item").length).toBeGreaterThan(10);
            for (const { reader, read } of readers) {
              const found = readingProblems(blocks, await read(pdf));
              problems.get(reader)!.push(...found.map((problem) => `${locale} ${format}: ${problemText(problem)}`));
            }
          }
        }
        if (process.env.READING_ORDER_REPORT)
          console.log(template, JSON.stringify(Object.fromEntries(problems), null, 1));
        const measured = Object.fromEntries([...problems].map(([reader, found]) => [reader, found.length === 0]));
        const stored = Object.fromEntries(
          readers.map(({ reader }) => [reader, templateReadingOrder[template][reader]]),
        );
        expect(measured, JSON.stringify(Object.fromEntries(problems))).toEqual(stored);
      },
      240_000,
    );
  }
});

function problemText(problem: ReadingProblem): string {
  return `${problem.problem} in ${problem.section}: "${problem.block}"`;
}
