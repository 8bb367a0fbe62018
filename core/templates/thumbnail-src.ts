/*
 * Where a template's static thumbnail is (scripts/templates-thumbnails.ts makes them): the English
 * sample for left-to-right resumes, the Arabic sample laid out right to left for right-to-left ones.
 */

export type ThumbnailDirection = "ltr" | "rtl";

/** The template whose thumbnail stands in when one is missing (spec §2 and §7). */
export const fallbackThumbnailTemplate = "bronzor";

export function templateThumbnailSrc(template: string, direction: ThumbnailDirection = "ltr"): string {
  return direction === "rtl" ? `/templates/jpg/rtl/${template}.jpg` : `/templates/jpg/${template}.jpg`;
}
