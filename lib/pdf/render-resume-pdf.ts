import "server-only";
import type { ResumeData } from "@/lib/resume/schema";
import { pageSizes } from "@/lib/templates/page-format";
import { renderResumeDocument } from "@/lib/templates/render-resume-html";
import { getBrowserPool, type BrowserPool, type JobOptions } from "./browser-pool";
import { printOrigin, resolvePrintAsset } from "./print-assets";
import { watermarkCss } from "./watermark";

export type RenderResumePdfOptions = {
  /** "Made with Vitae" on every page, for users without a plan (DECISIONS.md). */
  watermark?: boolean;
  onRequest?: JobOptions["onRequest"];
  pool?: BrowserPool;
};

/**
 * Prepares the static document for printing: a <base> at the print origin, so the resume's own
 * relative paths (fonts, pictures) resolve to requests the page answers from disk; the watermark.
 */
export function printableDocument(html: string, data: ResumeData, { watermark = false } = {}): string {
  const base = `<base href="${printOrigin}/">`;
  if (!watermark) return html.replace("<head>", () => `<head>${base}`);
  // Its rules are all !important. Chromium lets the first important @page declaration win, the
  // cascade the last: the style is both the first and the last of the document (watermark.ts).
  const style = `<style>${watermarkCss(data)}</style>`;
  const withStyle = html.replace("<head>", () => `<head>${base}${style}`);
  const end = withStyle.lastIndexOf("</body>");
  return `${withStyle.slice(0, end)}${style}${withStyle.slice(end)}`;
}

/** Prints the resume in its template: the same static HTML the preview shows, as a PDF. */
export async function renderResumePdf(data: ResumeData, options: RenderResumePdfOptions = {}): Promise<Uint8Array> {
  const html = printableDocument(await renderResumeDocument(data, { mode: "print", assetBaseUrl: "" }), data, { watermark: options.watermark });
  const pool = options.pool ?? getBrowserPool();
  return pool.run(
    async (page) => {
      await page.setContent(html);
      return page.pdf(pageSizes[data.metadata.page.format]);
    },
    { resolveRequest: resolvePrintAsset, onRequest: options.onRequest },
  );
}
