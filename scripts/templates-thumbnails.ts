/*
 * Renders the first page of every template with the English sample resume, in the template's
 * own colours, to public/templates/jpg/{template}.jpg (the gallery's and the design panel's
 * thumbnails; spec §7), and with the Arabic sample, laid out right to left, to
 * public/templates/jpg/rtl/{template}.jpg (the thumbnails of right-to-left resumes; issue 25, item 3).
 * Uses the same renderer as the preview and the PDF. Then writes their WebP copies (scripts/templates-webp.ts).
 *   npx tsx scripts/templates-thumbnails.ts [template ...]
 */
import { mkdirSync } from "node:fs";
import path from "node:path";

import { resumeTemplateNames, type ResumeTemplateName } from "@/core/resume/schema";
import { getSampleResume } from "@/core/resume/samples";
import { getTemplateCatalogEntry } from "@/core/templates/catalog";
import { launchBrowser, writeFirstPageThumbnail } from "./templates-browser";
import { writeWebpThumbnails } from "./templates-webp";

const requested = process.argv
  .slice(2)
  .filter((name): name is ResumeTemplateName => (resumeTemplateNames as readonly string[]).includes(name));
const templates = requested.length > 0 ? requested : [...resumeTemplateNames];
const variants = [
  { sample: "en-US", outDir: path.join(process.cwd(), "public", "templates", "jpg") },
  { sample: "ar-SA", outDir: path.join(process.cwd(), "public", "templates", "jpg", "rtl") },
] as const;
for (const { outDir } of variants) mkdirSync(outDir, { recursive: true });

const browser = await launchBrowser();
try {
  for (const { sample, outDir } of variants)
    for (const template of templates) {
      const data = getSampleResume(sample, { metadata: { template, theme: getTemplateCatalogEntry(template).theme } });
      await writeFirstPageThumbnail(browser, data, path.join(outDir, `${template}.jpg`));
    }
} finally {
  await browser.close();
}
await writeWebpThumbnails();
