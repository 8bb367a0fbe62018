/*
 * A Chromium page that shows a rendered resume document the way the app serves it: the document at
 * http://vitae.test/, fonts from the @fontsource packages, images from public/, nothing else.
 * Shared by the thumbnail and screenshot scripts.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";

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
