import { afterAll, describe, expect, it } from "vitest";
import { renderPrintDocument as renderDocument } from "@/components/templates/render-resume-html";
import { getSampleResume } from "@/core/resume/samples";
import type { ResumeData } from "@/core/resume/schema";
import { pdfFontNames, pdfPageCount, pdfText, pdfWords } from "@/tests/support/pdf-text";
import { BrowserPool } from "@/lib/pdf/browser-pool";
import { printOrigin } from "@/lib/pdf/print-assets";
import { renderResumePdf } from "@/lib/pdf/render-resume-pdf";
import { watermarkText } from "@/lib/pdf/watermark";

// Real Chromium, real fonts, read back with pdf.js (tests/support/pdf-text.ts) as ATS software would.
const pool = new BrowserPool({ concurrency: 2, timeoutMs: 60_000 });
afterAll(() => pool.close());

function expectInOrder(text: string, parts: string[]) {
  const haystack = text.toLowerCase();
  let from = 0;
  for (const part of parts) {
    const index = haystack.indexOf(part.toLowerCase(), from);
    expect(index, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = index + part.length;
  }
}

const visibleHeadings = (data: ResumeData) =>
  [data.sections.summary, data.sections.experience, data.sections.education]
    .filter((section) => section.visible)
    .map((section) => section.name);

describe("renderResumePdf", () => {
  it("prints the English sample: name, headings and item titles in reading order", async () => {
    const data = getSampleResume("en-US");
    const pdf = await renderResumePdf(data, { renderDocument, pool });
    // The app's own fonts, as static TrueType (a font the print page failed to load would be a system fallback).
    expect(await pdfFontNames(pdf)).toEqual(expect.arrayContaining(["Inter-Regular", "Inter-Bold"]));
    const text = await pdfText(pdf);
    expectInOrder(text, [
      data.basics.name,
      data.sections.summary.name,
      data.sections.experience.name,
      ...data.sections.experience.items.map((item) => item.company),
    ]);
    expectInOrder(text, [data.sections.education.name, data.sections.education.items[0]!.institution]);
    expect(text).not.toContain(await watermarkText("en-US"));
  }, 60_000);

  it("prints with the bundled fonts as the browser's own: no font file is fetched", async () => {
    const requests: string[] = [];
    const pdf = await renderResumePdf(getSampleResume("en-US"), {
      renderDocument,
      pool,
      onRequest: (request) => requests.push(request.url),
    });
    expect(requests.filter((url) => url.includes("/fonts/"))).toEqual([]);
    expect(await pdfFontNames(pdf)).toEqual(expect.arrayContaining(["Inter-Regular", "Inter-Bold"]));
  }, 60_000);

  it("prints with the same fonts as web fonts when the browser does not have them", async () => {
    const webFontsPool = new BrowserPool({ concurrency: 1, timeoutMs: 60_000, systemFonts: false });
    try {
      const requests: { url: string; allowed: boolean }[] = [];
      const pdf = await renderResumePdf(getSampleResume("en-US"), {
        renderDocument,
        pool: webFontsPool,
        onRequest: (request) => requests.push(request),
      });
      const fonts = requests.filter((request) => request.url.startsWith(`${printOrigin}/fonts/@fontsource/inter/`));
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((request) => request.allowed)).toBe(true);
      expect(await pdfFontNames(pdf)).toEqual(expect.arrayContaining(["Inter-Regular", "Inter-Bold"]));
    } finally {
      await webFontsPool.close();
    }
  }, 60_000);

  it("prints the Arabic sample with its letters intact (El Messiri)", async () => {
    const data = getSampleResume("ar-SA");
    expect(data.metadata.typography.font.family).toBe("El Messiri");
    const text = await pdfText(await renderResumePdf(data, { renderDocument, pool }));
    expectInOrder(text, [data.basics.name, ...visibleHeadings(data)]);
    for (const item of data.sections.experience.items) expect(text).toContain(item.company);
    // No replacement characters or empty boxes where a glyph was missing.
    expect(text).not.toMatch(/[\ufffd\u25a1]/);
  }, 60_000);

  // A4 in points: what pdfWords measures word boxes in.
  const pageBox = { width: (210 / 25.4) * 72, height: (297 / 25.4) * 72 };
  const plain = (html: string) =>
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim();

  for (const template of ["onyx", "gengar"] as const) {
    it(`flows a long resume over at least three numbered pages, nothing clipped or overlapping (${template})`, async () => {
      const data = getSampleResume("en-US", { metadata: { template } });
      const items = data.sections.experience.items;
      data.sections.experience.items = Array.from({ length: 14 }, (_, index) => ({
        ...items[index % items.length]!,
        id: `long-${index}`,
        company: `Company number ${index + 1}`,
      }));
      data.metadata.page.options.pageNumbers = true;
      const pdf = await renderResumePdf(data, { renderDocument, pool });
      const pages = await pdfPageCount(pdf);
      expect(pages).toBeGreaterThanOrEqual(3);
      // Page numbers: "N / total" on page N. An extractor may drop the spaces around the slash.
      for (let page = 1; page <= pages; page += 1)
        expect(await pdfText(pdf, { page })).toMatch(new RegExp(`(?:^|\\s)${page}\\s*/\\s*${pages}(?:\\s|$)`));
      const text = await pdfText(pdf);
      const companies = data.sections.experience.items.map((item) => item.company);
      // Beside a sidebar an extractor may interleave the columns' lines; a single column reads in order.
      if (template === "onyx") expectInOrder(text, companies);
      else for (const company of companies) expect(text.replace(/\s+/g, " ")).toContain(company);
      // Nothing clipped: every word of every item's description is printed, as many times as it is written.
      const words = await pdfWords(pdf);
      const printed = new Map<string, number>();
      for (const word of words) printed.set(word.text, (printed.get(word.text) ?? 0) + 1);
      const written = new Map<string, number>();
      for (const item of data.sections.experience.items)
        for (const word of plain(item.summary).split(" ").filter(Boolean))
          written.set(word, (written.get(word) ?? 0) + 1);
      for (const [word, count] of written) expect(printed.get(word) ?? 0, word).toBeGreaterThanOrEqual(count);
      // Nothing overlapping: no two words of a page share more than a sliver, and every word is on the paper.
      expect(new Set(words.map((word) => word.page)).size).toBe(pages);
      const overlaps: string[] = [];
      for (const [index, a] of words.entries()) {
        expect(
          a.xMin >= 0 && a.yMin >= 0 && a.xMax <= pageBox.width + 0.5 && a.yMax <= pageBox.height + 0.5,
          `${a.text} on page ${a.page} is off the paper`,
        ).toBe(true);
        for (const b of words.slice(index + 1)) {
          if (b.page !== a.page) continue;
          const width = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
          const height = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
          if (width <= 0 || height <= 0) continue;
          const smaller = Math.min((a.xMax - a.xMin) * (a.yMax - a.yMin), (b.xMax - b.xMin) * (b.yMax - b.yMin));
          if (width * height > 0.25 * smaller) overlaps.push(`"${a.text}" and "${b.text}" on page ${a.page}`);
        }
      }
      expect(overlaps).toEqual([]);
    }, 60_000);
  }

  it("puts the watermark on every page, with and without page numbers", async () => {
    for (const pageNumbers of [true, false]) {
      const data = getSampleResume("en-US", { metadata: { page: { options: { pageNumbers } } } });
      const pdf = await renderResumePdf(data, { renderDocument, pool, watermark: true });
      const pages = await pdfPageCount(pdf);
      for (let page = 1; page <= pages; page += 1)
        expect(await pdfText(pdf, { page })).toContain(await watermarkText("en-US"));
      // The resume's own text stays whole and in order around it.
      expectInOrder(await pdfText(pdf), [data.basics.name, data.sections.summary.name, data.sections.experience.name]);
    }
  }, 60_000);

  it("survives hostile content: no script runs, nothing outside the app is fetched, the PDF is made", async () => {
    const data = getSampleResume("en-US");
    data.metadata.css = {
      visible: true,
      value: [
        "</style><script>document.body.append('SCRIPT' + 'RAN')</script><style>",
        "@import url(http://evil.example/import.css);",
        ".vr-name { background: url(http://169.254.169.254/latest/meta-data/); }",
        ".vr-headline { background-image: url(javascript:alert(1)); }",
        ".vr-section { background: url(file:///etc/passwd); }",
        "@font-face { font-family: Evil; src: url(https://fonts.evil.example/x.woff2); }",
      ].join("\n"),
    };
    data.sections.summary.content =
      "<p>Summary<script>document.body.append('SCRIPT' + 'RAN')</script><img src=\"http://evil.example/pixel.png\" onerror=\"document.body.append('SCRIPT' + 'RAN')\"><a href=\"javascript:alert(1)\">click</a></p>";
    data.basics.picture.url = "http://169.254.169.254/latest/meta-data/";
    data.metadata.backgroundImage = "file:///etc/passwd";
    data.sections.signature.visible = true;
    data.sections.signature.items = [
      { id: "sig-1", visible: true, content: "Emily Carter", image: "file:///etc/passwd", date: "" },
    ];

    const requests: { url: string; allowed: boolean }[] = [];
    const pdf = await renderResumePdf(data, { renderDocument, pool, onRequest: (request) => requests.push(request) });

    const text = await pdfText(pdf);
    expect(text).toContain(data.basics.name);
    expect(text).not.toContain("SCRIPTRAN");
    // Every request that was answered is one of the app's own assets at the print origin (the fonts
    // are the browser's own, so there may be none: the web-font test below sees them answered).
    const answered = requests.filter((request) => request.allowed);
    for (const request of answered)
      expect(request.url).toMatch(new RegExp(`^${printOrigin.replace(/\./g, "\\.")}/(?:fonts|templates|uploads)/`));
    // The template does not even ask for the metadata address (the picture): it renders images of this
    // site only (core/uploads/image-source.ts), and the printer would refuse it anyway.
    expect(requests.some((request) => request.url.startsWith("http://169.254.169.254/"))).toBe(false);
    expect(
      requests.filter((request) => !request.url.startsWith(printOrigin)).every((request) => !request.allowed),
    ).toBe(true);
  }, 60_000);
});
