/*
 * Where a template's static thumbnail is (scripts/templates-thumbnails.ts makes them): the English
 * sample for left-to-right resumes, the Arabic sample laid out right to left for right-to-left ones.
 * Each is a JPEG (476 px wide) and WebP copies at `thumbnailWidths` (scripts/templates-webp.ts), which
 * browsers choose from by the size the thumbnail is shown at.
 */

export type ThumbnailDirection = "ltr" | "rtl";

/** The template whose thumbnail stands in when one is missing (spec §2 and §7). */
export const fallbackThumbnailTemplate = "bronzor";

/** The widths of the WebP copies, in pixels; the last is the JPEG's own. */
export const thumbnailWidths = [240, 360, 476] as const;

const folder = (format: "jpg" | "webp", direction: ThumbnailDirection) =>
  direction === "rtl" ? `/templates/${format}/rtl` : `/templates/${format}`;

export function templateThumbnailSrc(template: string, direction: ThumbnailDirection = "ltr"): string {
  return `${folder("jpg", direction)}/${template}.jpg`;
}

/** The WebP copies as a `srcset`: "/templates/webp/onyx-240.webp 240w, ...". */
export function templateThumbnailSrcSet(template: string, direction: ThumbnailDirection = "ltr"): string {
  return thumbnailWidths.map((width) => `${folder("webp", direction)}/${template}-${width}.webp ${width}w`).join(", ");
}
