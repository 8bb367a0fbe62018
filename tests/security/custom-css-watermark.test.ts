import { afterAll, describe, expect, it } from "vitest";

import { BrowserPool } from "@/lib/pdf/browser-pool";
import { pdfGreyPixels, pdfPageCount, pdfText } from "@/tests/support/pdf-text";
import { printOrigin, resolvePrintAsset } from "@/lib/pdf/print-assets";
import { printableDocument, renderResumePdf } from "@/lib/pdf/render-resume-pdf";
import { watermarkText } from "@/lib/pdf/watermark";
import { getSampleResume } from "@/core/resume/samples";
import { watermarkStripHeight } from "@/components/templates/print-watermark";
import { renderPrintDocument as renderDocument, renderResumeDocument } from "@/components/templates/render-resume-html";
import { pageFooterHeight, pageSizes } from "@/core/templates/page-format";

/*
 * The watermark of a charged FREE export, printed by the app's own PDF path in Chromium, against
 * custom CSS that tries to remove or cover it. Read back with pdf.js (the text is there) and
 * drawn by pdf.js (it is visible: the strip it sits in is pixel for pixel the one of an
 * export without custom CSS, so nothing the resume paints reaches it).
 */

const pool = new BrowserPool({ concurrency: 2, timeoutMs: 60_000 });
afterAll(() => pool.close());

const white = "background: #fff !important; z-index: 2147483647 !important";
const attacks: { name: string; css: string }[] = [
  {
    name: "escaped paren, then @page",
    css: ".x { background: url(/uploads/a.png\\); .y { ) } } @page { margin: 0 !important; @bottom-left { content: none !important } @bottom-right { content: none !important } @bottom-center { content: none !important } }",
  },
  {
    name: "@page for the first, left and right pages",
    css: "@page :first { margin: 0 !important; @bottom-left { content: none !important } } @page :left { margin: 0 !important } @page :right { margin: 0 !important }",
  },
  {
    name: "fixed overlay over the foot of the page",
    css: `.vr-name { position: fixed !important; left: -50px !important; right: -50px !important; bottom: -300px !important; height: 600px !important; ${white} }`,
  },
  {
    name: "::before overlay over everything",
    css: `.vr-name::before { content: "" !important; position: fixed !important; inset: -2000px !important; ${white} }`,
  },
  {
    name: "the root itself as an overlay",
    css: `& { position: fixed !important; inset: -2000px !important; ${white} } .vr-print-decoration { inset: -2000px !important; ${white} }`,
  },
  {
    name: "outlines, shadows and transforms",
    css: ".vr-name { outline: 3000px solid #fff !important; box-shadow: 0 0 0 3000px #fff !important; } .vr-flow { transform: translateY(40px) scale(3) !important }",
  },
  { name: "named pages", css: "& { page: evil } .vr-page { page: evil }" },
];

/** The strip at the foot of a page, in grey pixels at 96 dpi (one pixel per CSS pixel). */
async function footStrip(
  pdf: Uint8Array,
  page: number,
  stripPixels: number,
  paperHeightPixels: number,
): Promise<Uint8Array> {
  // One pixel in from the edge the page area shares with the strip: that row is half one, half the other.
  const top = Math.ceil(paperHeightPixels - stripPixels) + 1;
  return pdfGreyPixels(pdf, page, { dpi: 96, x: 0, y: top, width: 790, height: Math.floor(stripPixels) - 3 });
}

function differingPixels(a: Uint8Array, b: Uint8Array): number {
  expect(a.length).toBe(b.length);
  let count = 0;
  for (let index = 0; index < a.length; index += 1) if (Math.abs(a[index]! - b[index]!) > 40) count += 1;
  return count;
}

/** How many pixels of a page's foot strip differ between two PDFs on the same paper. */
async function footStripDifference(
  first: Uint8Array,
  second: Uint8Array,
  { page, stripPixels, format }: { page: number; stripPixels: number; format: keyof typeof pageSizes },
): Promise<number> {
  const paperHeight = (pageSizes[format].height / 25.4) * 96;
  return differingPixels(
    await footStrip(first, page, stripPixels, paperHeight),
    await footStrip(second, page, stripPixels, paperHeight),
  );
}

const cleanExports = new Map<boolean, Promise<Uint8Array>>();

function sample(pageNumbers: boolean, css: string) {
  const data = getSampleResume("en-US", { metadata: { page: { options: { pageNumbers } } } });
  data.metadata.css = { visible: css !== "", value: css };
  return data;
}

describe("the watermark against custom CSS", () => {
  for (const pageNumbers of [false, true]) {
    it.each(attacks.map((attack) => [attack.name, attack] as const))(
      `%s (page numbers ${pageNumbers ? "on" : "off"}): printed and untouched on every page`,
      async (_name, attack) => {
        const data = sample(pageNumbers, attack.css);
        if (!cleanExports.has(pageNumbers))
          cleanExports.set(
            pageNumbers,
            renderResumePdf(sample(pageNumbers, ""), { renderDocument, pool, watermark: true }),
          );
        const [marked, clean] = await Promise.all([
          renderResumePdf(data, { renderDocument, pool, watermark: true }),
          cleanExports.get(pageNumbers)!,
        ]);

        const pages = await pdfPageCount(marked);
        const strip = pageFooterHeight(data.metadata.page) || watermarkStripHeight;
        for (let page = 1; page <= pages; page += 1)
          expect(await pdfText(marked, { page }), `page ${page}`).toContain(await watermarkText("en-US"));
        // The strip the watermark sits in is pixel for pixel the one of an export without custom CSS:
        // nothing the resume paints reaches it. (Page numbers print the total: compare like with like.)
        if (pageNumbers && (await pdfPageCount(clean)) !== pages) return;
        for (let page = 1; page <= Math.min(pages, await pdfPageCount(clean)); page += 1) {
          const changed = await footStripDifference(marked, clean, {
            page,
            stripPixels: strip,
            format: data.metadata.page.format,
          });
          expect(changed, `page ${page}`).toBe(0);
        }
      },
      90_000,
    );
  }

  // Defence in depth: were a rule to land at the top level after all, the watermark still wins.
  it("outlasts top-level @page rules placed before it, !important and :first included", async () => {
    const data = sample(false, "");
    const hostile =
      "@page { margin: 0 !important; @bottom-left { content: none !important; font-size: 0 !important; color: transparent !important } @bottom-center { content: 'x' !important; width: 100% !important } } @page :first { margin-bottom: 0 !important; @bottom-left { visibility: hidden !important; opacity: 0 !important } } @page :left { @bottom-left { content: '' !important } } @page :right { @bottom-left { content: '' !important } }";
    const watermark = await watermarkText("en-US");
    const document = (await renderResumeDocument(data, { mode: "print", assetBaseUrl: "", watermark })).replace(
      "</head>",
      `<style>${hostile}</style></head>`,
    );
    const html = printableDocument(document);
    expect(html).toContain(printOrigin);
    const pdf = await pool.run(
      async (page) => {
        await page.setContent(html);
        return page.pdf(pageSizes[data.metadata.page.format]);
      },
      { resolveRequest: resolvePrintAsset },
    );
    const clean = await renderResumePdf(data, { renderDocument, pool, watermark: true });
    for (let page = 1; page <= (await pdfPageCount(pdf)); page += 1) {
      expect(await pdfText(pdf, { page }), `page ${page}`).toContain(await watermarkText("en-US"));
      expect(
        await footStripDifference(pdf, clean, {
          page,
          stripPixels: watermarkStripHeight,
          format: data.metadata.page.format,
        }),
        `page ${page}`,
      ).toBe(0);
    }
  }, 90_000);

  it.each([
    ["white on white", "#ffffff", "#ffffff"],
    ["black on black", "#000000", "#000000"],
    ["transparent text", "#ffffff", "#00000000"],
  ])(
    "stays visible whatever the theme's colours (%s)",
    async (_name, background, text) => {
      for (const pageNumbers of [false, true]) {
        const data = sample(pageNumbers, "");
        data.metadata.theme = { ...data.metadata.theme, background, text };
        const [marked, unmarked] = await Promise.all([
          renderResumePdf(data, { renderDocument, pool, watermark: true }),
          renderResumePdf(data, { renderDocument, pool, watermark: false }),
        ]);
        const strip = pageFooterHeight(data.metadata.page) || watermarkStripHeight;
        expect(
          await footStripDifference(marked, unmarked, {
            page: 1,
            stripPixels: strip,
            format: data.metadata.page.format,
          }),
        ).toBeGreaterThan(100);
      }
    },
    90_000,
  );

  it("the strip comparison sees a watermark that is missing", async () => {
    const data = sample(false, "");
    const [marked, unmarked] = await Promise.all([
      renderResumePdf(data, { renderDocument, pool, watermark: true }),
      renderResumePdf(data, { renderDocument, pool, watermark: false }),
    ]);
    expect(
      await footStripDifference(marked, unmarked, {
        page: 1,
        stripPixels: watermarkStripHeight,
        format: data.metadata.page.format,
      }),
    ).toBeGreaterThan(100);
  }, 90_000);
});
