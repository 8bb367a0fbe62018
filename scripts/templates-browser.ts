/*
 * A Chromium page that shows a rendered resume document the way the app serves it: the document at
 * http://vitae.test/, fonts from the @fontsource packages, images from public/, nothing else.
 * Shared by the thumbnail and screenshot scripts.
 */
import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import type { ResumeData } from "@/core/resume/schema";
import { pageSizeInPixels } from "@/core/templates/page-format";
import { renderResumeDocument } from "@/components/templates/render-resume-html";

import { resolveChromium } from "../lib/pdf/chromium";

export const origin = "http://vitae.test";
const root = process.cwd();

const contentTypes: Record<string, string> = {
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
};

function localFile(pathname: string): string | undefined {
  const font = /^\/fonts\/(@fontsource(?:-variable)?\/[a-z0-9-]+\/files\/[a-z0-9-]+\.woff2?)$/.exec(pathname);
  if (font) return path.join(root, "node_modules", font[1]!);
  if (/^\/templates\/[a-z0-9/_-]+\.(?:svg|png|jpg)$/.test(pathname)) return path.join(root, "public", pathname);
  return undefined;
}

export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = await resolveChromium();
  return chromium.launch({ executablePath, args });
}

/** Opens `html` at the fake origin and waits until its fonts are ready. */
export async function openDocument(
  browser: Browser,
  html: string,
  { viewport = { width: 1000, height: 1200 }, deviceScaleFactor = 1 } = {},
): Promise<Page> {
  const page = await browser.newPage({ viewport, deviceScaleFactor });
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== origin) return route.abort();
    if (url.pathname === "/")
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
    const file = localFile(url.pathname);
    if (!file) return route.fulfill({ status: 404, body: "" });
    try {
      return route.fulfill({
        status: 200,
        contentType: contentTypes[path.extname(file)] ?? "application/octet-stream",
        body: await readFile(file),
      });
    } catch {
      return route.fulfill({ status: 404, body: "" });
    }
  });
  await page.goto(`${origin}/`, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

/**
 * The resume's first page as a JPEG thumbnail (0.6 of the page's pixels, at most 150 KB: the quality steps down
 * until it fits), drawn by the same renderer as the preview and the PDF. Prints the file and its size.
 */
export async function writeFirstPageThumbnail(browser: Browser, data: ResumeData, file: string): Promise<void> {
  const maxBytes = 150 * 1024;
  const html = await renderResumeDocument(data, { mode: "preview", assetBaseUrl: origin });
  const size = pageSizeInPixels(data.metadata.page.format);
  const page = await openDocument(browser, html, { deviceScaleFactor: 0.6 });
  await page.addStyleTag({
    content:
      "html, body { background: #ffffff !important; padding: 0 !important; } .vr-sheet { box-shadow: none !important; }",
  });
  const sheets = await page.locator(".vr-sheets").boundingBox();
  if (!sheets) throw new Error(`${file}: no sheet rendered`);
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
