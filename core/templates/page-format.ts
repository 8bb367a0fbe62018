import type { Metadata } from "@/core/resume/schema";

export type PageFormat = Metadata["page"]["format"];

/** Paper sizes in millimetres (spec §3: a4 210x297, letter 215.9x279.4). */
export const pageSizes: Record<PageFormat, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

/** CSS pixels per millimetre (96 dpi). The spec rounds it to 3.78 for the preview scale. */
export const pixelsPerMillimetre = 96 / 25.4;

export function pageSizeInPixels(format: PageFormat): { width: number; height: number } {
  const { width, height } = pageSizes[format];
  return { width: Math.round(width * pixelsPerMillimetre), height: Math.round(height * pixelsPerMillimetre) };
}

/** Sheets of paper drawn behind the on-screen preview; the ones past the last page are clipped away. */
export const previewSheetCount = 24;

/** Gap between two sheets in the on-screen preview, in pixels. */
export const previewSheetGap = 24;

/**
 * Height of the strip at the foot of every page that holds the page number: the page margin,
 * but never so small that the number touches the paper's edge. Zero when numbers are off.
 */
export function pageFooterHeight(page: Metadata["page"]): number {
  return page.options.pageNumbers ? Math.max(page.margin, 32) : 0;
}
