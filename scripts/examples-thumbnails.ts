/*
 * Renders the first page of every example resume of /examples (components/examples/example-resumes.ts)
 * in its template to public/example-thumbnails/{slug}.jpg, the example cards' thumbnails, the way
 * scripts/templates-thumbnails.ts renders the templates' (same renderer as the preview and the PDF).
 *   npx tsx scripts/examples-thumbnails.ts [slug ...]
 */
import { mkdirSync } from "node:fs";
import path from "node:path";

import { exampleResumeData, exampleResumes } from "@/components/examples/example-resumes";
import { launchBrowser, writeFirstPageThumbnail } from "./templates-browser";

const requested = new Set(process.argv.slice(2));
const examples = exampleResumes.filter((example) => requested.size === 0 || requested.has(example.slug));
const outDir = path.join(process.cwd(), "public", "example-thumbnails");
mkdirSync(outDir, { recursive: true });

const browser = await launchBrowser();
try {
  for (const example of examples) {
    const data = exampleResumeData(example);
    await writeFirstPageThumbnail(browser, data, path.join(outDir, `${example.slug}.jpg`));
  }
} finally {
  await browser.close();
}
