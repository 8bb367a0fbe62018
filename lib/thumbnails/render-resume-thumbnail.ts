import "server-only";
import { getBrowserPool, type BrowserPool } from "@/lib/pdf/browser-pool";
import { resolvePrintAsset } from "@/lib/pdf/print-assets";
import { printableDocument, type RenderPrintDocument } from "@/lib/pdf/render-resume-pdf";
import type { ResumeData } from "@/core/resume/schema";
import { pageSizeInPixels } from "@/core/templates/page-format";

/** Thumbnails are this many pixels wide: sharp on a dashboard card (about 200 CSS pixels) at 2x. */
export const thumbnailWidth = 400;

/**
 * The resume's first page as a small WebP picture, drawn by the warm print browser from the same static
 * HTML the preview, the public page and the PDF use (`renderDocument`, the templates' print renderer) (so it is the template's own rendering, fonts and all).
 */
export async function renderResumeThumbnail(
  data: ResumeData,
  { renderDocument, pool = getBrowserPool() }: { renderDocument: RenderPrintDocument; pool?: BrowserPool },
): Promise<Uint8Array> {
  const html = printableDocument(await renderDocument(data, {}));
  const page = pageSizeInPixels(data.metadata.page.format);
  return pool.run(
    async (printPage) => {
      await printPage.setContent(html);
      return printPage.screenshot({
        width: page.width,
        height: page.height,
        scale: thumbnailWidth / page.width,
        format: "webp",
        quality: 80,
      });
    },
    { resolveRequest: resolvePrintAsset, drawsFrames: true },
  );
}
