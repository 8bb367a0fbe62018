import "server-only";
import type { ResumeData } from "@/core/resume/schema";
import { pageSizes } from "@/core/templates/page-format";
import { getBrowserPool, type BrowserPool, type JobOptions } from "./browser-pool";
import { printOrigin, resolvePrintAsset } from "./print-assets";
import { fixTextLayer, hasComplexScript } from "./text-layer";
import { watermarkText } from "./watermark";

/**
 * How lib/pdf asks the templates for HTML: the resume as a complete static print document, with the
 * watermark line at the foot of every page when one is given. components/templates owns rendering
 * (`renderPrintDocument` in components/templates/render-resume-html.tsx); lib/ never imports it, so
 * the route hands it over.
 */
export type RenderPrintDocument = (data: ResumeData, options: { watermark?: string }) => Promise<string>;

export type RenderResumePdfOptions = {
  renderDocument: RenderPrintDocument;
  /** "Made with Vitae" on every page, for users without a plan (DECISIONS.md). */
  watermark?: boolean;
  onRequest?: JobOptions["onRequest"];
  pool?: BrowserPool;
};

/**
 * Prepares the static document for printing: a <base> at the print origin, so the resume's own
 * relative paths (fonts, pictures) resolve to requests the page answers from disk.
 */
export function printableDocument(html: string): string {
  return html.replace("<head>", () => `<head><base href="${printOrigin}/">`);
}

/** Prints the resume in its template: the same static HTML the preview shows, as a PDF. */
export async function renderResumePdf(data: ResumeData, options: RenderResumePdfOptions): Promise<Uint8Array> {
  const watermark = options.watermark ? await watermarkText(data.metadata.locale) : undefined;
  const html = printableDocument(await options.renderDocument(data, { watermark }));
  const pool = options.pool ?? getBrowserPool();
  const pdf = await pool.run(
    async (page) => {
      await page.setContent(html);
      return page.pdf(pageSizes[data.metadata.page.format]);
    },
    { resolveRequest: resolvePrintAsset, onRequest: options.onRequest },
  );
  // Arabic, Hebrew and Indic clusters read back as their text (lib/pdf/text-layer.ts); a PDF without
  // them is left as Chromium wrote it.
  return hasComplexScript(html) ? fixTextLayer(pdf) : pdf;
}
