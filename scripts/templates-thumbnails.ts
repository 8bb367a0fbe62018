/*
 * Renders the first page of every template with the English sample resume, in the template's
 * own colours, to public/templates/jpg/{template}.jpg (the gallery's and the design panel's
 * thumbnails; spec §7), and with the Arabic sample, laid out right to left, to
 * public/templates/jpg/rtl/{template}.jpg (the thumbnails of right-to-left resumes; issue 25, item 3).
 * Uses the same renderer as the preview and the PDF.
 *   npx tsx scripts/templates-thumbnails.ts [template ...]
 */
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";

import { resumeTemplateNames, type ResumeTemplateName } from "@/core/resume/schema";
import { getSampleResume } from "@/core/resume/samples";
import { getTemplateCatalogEntry } from "@/core/templates/catalog";
import { pageSizeInPixels } from "@/core/templates/page-format";
import { renderResumeDocument } from "@/components/templates/render-resume-html";
import { launchBrowser, openDocument, origin } from "./templates-browser";

const maxBytes = 150 * 1024;
const scale = 0.6;

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
      const html = await renderResumeDocument(data, { mode: "preview", assetBaseUrl: origin });
      const size = pageSizeInPixels(data.metadata.page.format);
      const page = await openDocument(browser, html, { deviceScaleFactor: scale });
      await page.addStyleTag({
        content:
          "html, body { background: #ffffff !important; padding: 0 !important; } .vr-sheet { box-shadow: none !important; }",
      });
      const sheets = await page.locator(".vr-sheets").boundingBox();
      if (!sheets) throw new Error(`${template}: no sheet rendered`);
      const file = path.join(outDir, `${template}.jpg`);
      let quality = 82;
      for (;;) {
        await page.screenshot({
          path: file,
          type: "jpeg",
          quality,
          clip: { x: sheets.x, y: sheets.y, width: size.width, height: size.height },
          scale: "device",
        });
        if (statSync(file).size <= maxBytes || quality <= 40) break;
        quality -= 8;
      }
      await page.close();
      console.log(
        `${path.relative(process.cwd(), file)} ${Math.round(statSync(file).size / 1024)} KB (quality ${quality})`,
      );
    }
} finally {
  await browser.close();
}
