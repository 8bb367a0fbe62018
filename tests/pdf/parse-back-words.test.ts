import { afterAll, describe, expect, it } from "vitest";
import { renderPrintDocument as renderDocument } from "@/components/templates/render-resume-html";
import { getSampleResume } from "@/core/resume/samples";
import { resumeTemplateNames, type ResumeData } from "@/core/resume/schema";
import { BrowserPool } from "@/lib/pdf/browser-pool";
import { resolvePrintAsset } from "@/lib/pdf/print-assets";
import { printableDocument } from "@/lib/pdf/render-resume-pdf";
import { hasPdftotext, pdfFontNames, pdfText, popplerText } from "@/tests/support/pdf-text";
import { printedResume } from "@/tests/support/printed-samples";

/*
 * Issue 25, item 1: the PDF's text layer holds the resume's text, word for word, in every template
 * and in Latin, Arabic and Devanagari script (the en-US, ar-SA and hi-IN samples), read by pdf.js
 * and, where installed, by poppler's pdftotext in both its orders (layout and -raw).
 *
 * The source is what the print page shows: the document's innerText in the print browser (CSS
 * text-transform applied, hidden things left out). A word is a run of letters, marks and digits
 * (punctuation and symbols are not compared). Every word of the source must be found in the reader's
 * text, letter for letter and as many times as the source has it. What is not compared is where
 * the readers put white space: the text is searched with its white space taken out, because
 * - pdf.js splits words by its own guesses: letter-spaced headings ("S K I L L S", see
 *   parse-back.test.ts), and
 * - in a right-to-left line, both readers may join a number or an English word to the Arabic word
 *   next to it ("90بعد") when they order the line's runs.
 * The letters of each word and their order are what ATS software needs and what the PDF controls
 * (lib/pdf/text-layer.ts): before it, pdf.js read Arabic presentation forms and dropped the
 * Devanagari glyphs mapped to U+0000 ("आ द त्य" for "आदित्य"), and pdftotext wrote every lam-alef
 * backwards ("خالل" for "خلال"); then pdf.js still put a line's first conjunct ("प्र") at the end
 * of the line before, taking a glyph whose text has a virama or nukta for a zero-width mark.
 */

const pool = new BrowserPool({ concurrency: 2, timeoutMs: 60_000 });
afterAll(() => pool.close());

const locales = ["en-US", "ar-SA", "hi-IN"] as const;

const readers: { reader: string; read: (pdf: Uint8Array) => Promise<string> }[] = [
  { reader: "pdf.js", read: (pdf) => pdfText(pdf) },
  ...(hasPdftotext
    ? [
        { reader: "pdftotext", read: (pdf: Uint8Array) => popplerText(pdf) },
        { reader: "pdftotext -raw", read: (pdf: Uint8Array) => popplerText(pdf, { order: "stream" }) },
      ]
    : []),
];
if (!hasPdftotext)
  console.info("parse-back-words: pdftotext is not installed (poppler-utils); reading with pdf.js only");

/** The words of a text: runs of letters, marks and digits, lower case, in Unicode's composed form. */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/** The source words not found in the text (white space taken out), as often as they are missing. */
function missingWords(source: string[], text: string): string[] {
  const letters = wordsOf(text).join("");
  const wanted = new Map<string, number>();
  for (const word of source) wanted.set(word, (wanted.get(word) ?? 0) + 1);
  const missing: string[] = [];
  for (const [word, count] of wanted) {
    const found = occurrences(letters, word);
    if (found < count) missing.push(...Array<string>(count - found).fill(word));
  }
  return missing;
}

function occurrences(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) count += 1;
  return count;
}

async function shownText(data: ResumeData): Promise<string> {
  const html = printableDocument(await renderDocument(data, {}));
  return pool.run(
    async (page) => {
      await page.setContent(html);
      // A space after every element first: innerText joins the words of elements laid out side by
      // side without white space between them (tags in a row: "S/4HANAOracle").
      return page.evaluate<string>(
        'for (const element of document.body.querySelectorAll("*")) element.after(" "); document.body.innerText',
      );
    },
    { resolveRequest: resolvePrintAsset },
  );
}

for (const locale of locales) {
  describe(`the PDF's text is the resume's text, word for word (${locale})`, () => {
    for (const template of resumeTemplateNames) {
      it(
        template,
        async () => {
          const data = getSampleResume(locale, { metadata: { template } });
          const [source, pdf] = await Promise.all([shownText(data), printedResume(data, pool)]);
          const words = wordsOf(source);
          expect(words.length).toBeGreaterThan(200);
          for (const { reader, read } of readers) {
            const text = await read(pdf);
            const poppler = reader !== "pdf.js";
            // Open (docs/TEMPLATES.md): pdftotext places Arabic harakat by position, apart from their
            // letters: it drops a tanween ("جدا") and cuts a word at a shadda ("المعر ّ فون", in -raw
            // order "فون ّ المعر"). For pdftotext alone, the three words of the sample that carry
            // harakat are left out; pdf.js reads them exactly.
            const compared = (words: string[]) =>
              poppler && locale === "ar-SA" ? words.filter((word) => !/[\u064b-\u065f\u0670]/.test(word)) : words;
            const missing = missingWords(compared(words), text);
            if (process.env.DEBUG_WORDS) console.log(template, locale, reader, JSON.stringify(missing));
            expect(missing, reader).toEqual([]);
            expect(text, reader).not.toMatch(/[\u0000\ufffd\u25a1]/);
          }
          // The Arabic sample prints in its own font, not a fallback that happens to have the letters.
          if (locale === "ar-SA") expect(await pdfFontNames(pdf)).toContain("ElMessiri-Regular");
        },
        60_000,
      );
    }
  });
}
