import { expect, test, type Page } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { resumeTemplateNames } from "@/core/resume/schema";
import { getSampleResume } from "@/core/resume/samples";
import { getTemplateCatalogEntry } from "@/core/templates/catalog";
import { pageSizes } from "@/core/templates/page-format";
import { pdfPageCount, pdfPagePngs } from "@/tests/support/pdf-text";

/*
 * Issue 6: every template shows the same full sample resume in the preview and in the PDF, in
 * en-US and ar-SA. The preview is the page the app serves at /artboard/sample/{template}?mode=preview
 * (the static document public pages show); the PDF is that template's print document from the same
 * route, printed by the same Chromium with the options lib/pdf/render-resume-pdf.ts uses. Both are
 * counted, and the preview must have as many pages as the PDF. With FIDELITY_PNG=1 (or FIDELITY_DIR set)
 * both are also saved as PNG, page by page, under test-results/fidelity/ for looking at:
 *   <template>-<locale>-preview-<n>.png and <template>-<locale>-pdf-<n>.png (drawn by pdf.js, 50 dpi)
 * (left out of the plain run: drawing 42 PDFs was a third of this file's time, and nothing asserts on it). So must the builder's preview frame
 * (/artboard/builder, the page count its toolbar shows), loaded first, with no font in the cache:
 * it counts again once the web fonts are in (issue 24).
 */

// FIDELITY_DIR moves them (test-results/ is emptied by every Playwright run on the machine).
const outDir = process.env.FIDELITY_DIR ?? path.join(process.cwd(), "test-results", "fidelity");
const savePngs = process.env.FIDELITY_PNG === "1" || Boolean(process.env.FIDELITY_DIR);
const locales = ["en-US", "ar-SA"] as const;
// The samples are on A4.
const paper = pageSizes.a4;

test.describe.configure({ mode: "parallel" });
test.use({ viewport: { width: 900, height: 1200 }, deviceScaleFactor: 0.5 });

/** The preview's pages: the sheets drawn behind the flow that fall inside it (the rest are clipped away). */
async function previewPages(page: Page): Promise<{ x: number; y: number; width: number; height: number }[]> {
  return page.evaluate(() => {
    const sheets = document.querySelector(".vr-sheets")!.getBoundingClientRect();
    return [...document.querySelectorAll(".vr-sheet")]
      .map((sheet) => sheet.getBoundingClientRect())
      .filter((sheet) => sheet.top - sheets.top < sheets.height)
      .map((sheet) => ({
        x: sheet.left + window.scrollX,
        y: sheet.top + window.scrollY,
        width: sheet.width,
        height: sheet.height,
      }));
  });
}

for (const template of resumeTemplateNames) {
  for (const locale of locales) {
    test(`${template} ${locale}: the preview and the PDF have the same pages`, async ({
      page: builderFrame,
      context,
    }) => {
      test.setTimeout(180_000);
      if (savePngs) mkdirSync(outDir, { recursive: true });
      const name = `${template}-${locale}`;

      // The builder's frame gets the resume as the builder sends it (the frame, top level here, is its own parent).
      await builderFrame.goto("/artboard/builder", { timeout: 150_000 });
      const data = getSampleResume(locale, { metadata: { template, theme: getTemplateCatalogEntry(template).theme } });
      const frameStack = builderFrame.locator("[data-page-count]");
      await expect(async () => {
        await builderFrame.evaluate(
          (resume) => window.postMessage({ type: "SET_RESUME", revision: 1, data: resume }, window.location.origin),
          data,
        );
        await expect(frameStack).toBeAttached({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });

      const page = await context.newPage();

      const preview = await page.goto(`/artboard/sample/${template}?locale=${locale}&mode=preview`, {
        timeout: 150_000,
      });
      expect(preview?.status()).toBe(200);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const sheets = await previewPages(page);
      expect(sheets.length).toBeGreaterThan(0);
      for (const [index, clip] of savePngs ? sheets.entries() : []) {
        await page.screenshot({ path: path.join(outDir, `${name}-preview-${index + 1}.png`), clip, fullPage: true });
      }

      await page.goto(`/artboard/sample/${template}?locale=${locale}&mode=print`, { timeout: 150_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const pdf = await page.pdf({
        preferCSSPageSize: true,
        printBackground: true,
        width: `${paper.width}mm`,
        height: `${paper.height}mm`,
        tagged: true,
      });

      const pdfPages = await pdfPageCount(new Uint8Array(pdf));
      if (savePngs) {
        const pngs = await pdfPagePngs(new Uint8Array(pdf), { dpi: 50 });
        for (const [index, png] of pngs.entries())
          writeFileSync(path.join(outDir, `${name}-pdf-${index + 1}.png`), png);
      }
      expect(sheets.length, `${name}: preview pages against PDF pages`).toBe(pdfPages);
      await expect(frameStack, `${name}: the builder's page count against PDF pages`).toHaveAttribute(
        "data-page-count",
        String(pdfPages),
      );
    });
  }
}
