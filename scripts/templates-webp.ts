/*
 * Writes the WebP copies of the template thumbnails (core/templates/thumbnail-src.ts): for each JPEG in
 * public/templates/jpg (and jpg/rtl), public/templates/webp/{template}-{width}.webp at every width of
 * `thumbnailWidths`. scripts/templates-thumbnails.ts runs it after drawing the JPEGs;
 * tests/unit/template-thumbnails.test.ts checks that every thumbnail has its copies.
 *   npx tsx scripts/templates-webp.ts
 */
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { thumbnailWidths } from "@/core/templates/thumbnail-src";

const publicTemplates = path.join(process.cwd(), "public", "templates");

/** The WebP copies of every JPEG thumbnail (both directions), written beside each other. */
export async function writeWebpThumbnails(): Promise<void> {
  for (const direction of ["", "rtl"]) {
    const from = path.join(publicTemplates, "jpg", direction);
    const to = path.join(publicTemplates, "webp", direction);
    mkdirSync(to, { recursive: true });
    for (const file of readdirSync(from).filter((name) => name.endsWith(".jpg")))
      for (const width of thumbnailWidths)
        await sharp(path.join(from, file))
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 75 })
          .toFile(path.join(to, `${file.slice(0, -".jpg".length)}-${width}.webp`));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await writeWebpThumbnails();
