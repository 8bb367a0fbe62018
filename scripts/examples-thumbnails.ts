/*
 * Renders the first page of every example resume of /examples (components/examples/example-resumes.ts)
 * in its template to public/example-thumbnails/{slug}.jpg, the example cards' thumbnails, the way
 * scripts/templates-thumbnails.ts renders the templates' (same renderer as the preview and the PDF).
 *   npx tsx scripts/examples-thumbnails.ts [slug ...]
 */
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";

import { exampleResumeData, exampleResumes } from "@/components/examples/example-resumes";
import { pageSizeInPixels } from "@/core/templates/page-format";
import { renderResumeDocument } from "@/components/templates/render-resume-html";
import { launchBrowser, openDocument, origin } from "./templates-browser";

const maxBytes = 150 * 1024;
const scale = 0.6;

const requested = new Set(process.argv.slice(2));
const examples = exampleResumes.filter((example) => requested.size === 0 || requested.has(example.slug));
const outDir = path.join(process.cwd(), "public", "example-thumbnails");
mkdirSync(outDir, { recursive: true });

const browser = await launchBrowser();
try {
  for (const example of examples) {
    const data = exampleResumeData(example);
    const html = await renderResumeDocument(data, { mode: "preview", assetBaseUrl: origin });
    const size = pageSizeInPixels(data.metadata.page.format);
    const page = await openDocument(browser, html, { deviceScaleFactor: scale });
    await page.addStyleTag({
      content:
        "html, body { background: #ffffff !important; padding: 0 !important; } .vr-sheet { box-shadow: none !important; }",
    });
    const sheets = await page.locator(".vr-sheets").boundingBox();
    if (!sheets) throw new Error(`${example.slug}: no sheet rendered`);
    const file = path.join(outDir, `${example.slug}.jpg`);
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
