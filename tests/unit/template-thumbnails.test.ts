import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { resumeTemplateNames } from "@/core/resume/schema";
import {
  templateThumbnailSrc,
  templateThumbnailSrcSet,
  thumbnailWidths,
  type ThumbnailDirection,
} from "@/core/templates/thumbnail-src";

// Every template's thumbnail, in both directions, is in public/ as the JPEG and its WebP copies at every
// width the srcset names (scripts/templates-thumbnails.ts, scripts/templates-webp.ts): a missing copy would
// show the fallback template instead.
const publicFile = (url: string) => path.join(process.cwd(), "public", url);

describe("template thumbnails", () => {
  it.each(
    resumeTemplateNames.flatMap((template) =>
      (["ltr", "rtl"] as const).map((d): [string, ThumbnailDirection] => [template, d]),
    ),
  )("%s (%s): the JPEG and a WebP copy at each width", async (template, direction) => {
    expect(existsSync(publicFile(templateThumbnailSrc(template, direction)))).toBe(true);
    const candidates = templateThumbnailSrcSet(template, direction).split(", ");
    expect(candidates).toHaveLength(thumbnailWidths.length);
    for (const [index, candidate] of candidates.entries()) {
      const [url, descriptor] = candidate.split(" ");
      const { format, width } = await sharp(publicFile(url!)).metadata();
      expect(format).toBe("webp");
      expect(`${width}w`).toBe(descriptor);
      expect(width).toBe(thumbnailWidths[index]);
    }
  });
});
