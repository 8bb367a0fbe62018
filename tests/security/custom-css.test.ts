import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { resolveChromium } from "@/lib/pdf/chromium";
import { getSampleResume } from "@/core/resume/samples";
import { renderResumeDocument } from "@/components/templates/render-resume-html";
import { hostileCss, legitCss } from "./custom-css-corpus";

/*
 * The custom CSS of a resume, rendered in Chromium as the preview and the public page show it
 * (renderResumeDocument), inside page chrome of the app's own: nothing outside the resume may
 * change, and nothing may be fetched from outside the app. Two loopback servers: the app (which
 * serves the documents and records every other request) and an "evil" origin that records hits.
 */

type Hit = { server: "app" | "evil"; path: string };
const hits: Hit[] = [];
const documents = new Map<string, string>();
let browser: Browser;
let page: Page;
let app: Server;
let evil: Server;
let appOrigin = "";
let evilOrigin = "";

// What the app may serve a resume: the documents themselves and its own assets.
const appAssetPaths = /^\/(?:doc\/|fonts\/|templates\/|uploads\/|favicon\.ico$)/;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

function record(server: Hit["server"], request: IncomingMessage) {
  hits.push({ server, path: request.url ?? "" });
}

// Chrome outside the resume, as the builder's artboard and the public page put it around the resume.
const chromeProbes = ["html", "body", "#chrome-header", "#chrome-main", "#chrome-footer", "#chrome-watermark"];
// Layout results that follow the resume's own size, not style: the resume may grow.
const layoutProperties = new Set([
  "width",
  "height",
  "inline-size",
  "block-size",
  "transform-origin",
  "perspective-origin",
]);

function withChrome(document: string): string {
  return document
    .replace("<body>", '<body><header id="chrome-header">Vitae</header><main id="chrome-main">')
    .replace(
      "</body>",
      '</main><footer id="chrome-footer">Footer</footer><div id="chrome-watermark">Made with Vitae</div></body>',
    );
}

async function renderWithCss(css: string): Promise<string> {
  const data = getSampleResume("en-US");
  data.metadata.css = { visible: true, value: css };
  return withChrome(await renderResumeDocument(data, { mode: "preview", assetBaseUrl: "" }));
}

async function load(html: string) {
  const id = String(documents.size);
  documents.set(id, html);
  // Loaded, then no request in flight for 100 ms (networkidle0 waits 500 ms, 30 s over the corpus): a fetch
  // the CSS starts comes during the first layout, and both servers answer on the loopback at once.
  await page.goto(`${appOrigin}/doc/${id}`, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForNetworkIdle({ idleTime: 100, concurrency: 0 });
}

type Snapshot = { styles: Record<string, Record<string, string>>; topLevelRules: string[] };

/** Computed styles of the chrome (and its pseudo-elements), and the top-level rules of every stylesheet. */
function snapshot(): Promise<Snapshot> {
  return page.evaluate(
    (probes, skipped) => {
      const styles: Record<string, Record<string, string>> = {};
      for (const selector of probes) {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`no ${selector}`);
        for (const pseudo of [null, "::before", "::after"]) {
          const computed = getComputedStyle(element, pseudo);
          const values: Record<string, string> = {};
          for (const property of Array.from(computed))
            if (!skipped.includes(property)) values[property] = computed.getPropertyValue(property);
          styles[`${selector}${pseudo ?? ""}`] = values;
        }
      }
      const topLevelRules = Array.from(document.styleSheets).flatMap((sheet) =>
        Array.from(sheet.cssRules).map((rule) => rule.cssText.split("{")[0]!.trim()),
      );
      return { styles, topLevelRules };
    },
    chromeProbes,
    [...layoutProperties],
  );
}

function changedStyles(before: Snapshot, after: Snapshot): string[] {
  const changes: string[] = [];
  for (const [probe, values] of Object.entries(before.styles)) {
    for (const [property, value] of Object.entries(values)) {
      const now = after.styles[probe]?.[property];
      if (now !== value) changes.push(`${probe} ${property}: ${value} -> ${now}`);
    }
  }
  return changes;
}

let baseline: Snapshot;

beforeAll(async () => {
  app = createServer((request, response) => {
    const path = request.url ?? "";
    const document = path.startsWith("/doc/") ? documents.get(path.slice(5)) : undefined;
    if (document === undefined) {
      record("app", request);
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(document);
  });
  evil = createServer((request, response) => {
    record("evil", request);
    response
      .writeHead(200, { "content-type": "image/svg+xml" })
      .end('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
  });
  [appOrigin, evilOrigin] = await Promise.all([listen(app), listen(evil)]);
  const { executablePath, args } = await resolveChromium();
  browser = await puppeteer.launch({ executablePath, args, headless: true, pipe: true });
  page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 1600 });
  await load(await renderWithCss(""));
  baseline = await snapshot();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([app, evil].map((server) => new Promise((resolve) => server?.close(resolve))));
});

describe("hostile custom CSS in Chromium", () => {
  it.each(hostileCss.map((entry) => [entry.name, entry] as const))(
    "%s: nothing outside the resume changes, nothing is fetched",
    async (_name, entry) => {
      hits.length = 0;
      await load(await renderWithCss(entry.css(evilOrigin)));
      const after = await snapshot();

      expect(changedStyles(baseline, after)).toEqual([]);
      // The custom CSS adds at most one top-level rule, the resume's root (or its @scope): nothing lands beside the template's rules.
      const added = after.topLevelRules.filter((rule) => !baseline.topLevelRules.includes(rule));
      expect(added.filter((rule) => !/^(?:@scope \()?\.vr-root\.vr-t-[a-z]+\)?$/.test(rule))).toEqual([]);
      expect(after.topLevelRules.length - baseline.topLevelRules.length).toBeLessThanOrEqual(1);
      expect(hits.filter((hit) => hit.server === "evil")).toEqual([]);
      expect(hits.filter((hit) => !appAssetPaths.test(hit.path))).toEqual([]);
      // The document is the one rendered: no markup came out of the <style> element.
      expect(await page.$$eval("body script, body img, body style ~ style", (nodes) => nodes.length)).toBe(0);
    },
    30_000,
  );

  it("still applies legitimate custom CSS: colours, fonts, spacing, nesting and conditions", async () => {
    await load(await renderWithCss(legitCss));
    const styles = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      const items = Array.from(document.querySelectorAll(".vr-item"));
      const borders = (following: boolean) =>
        items
          .filter((item) => Boolean(item.previousElementSibling?.matches(".vr-item")) === following)
          .map((item) => getComputedStyle(item).borderTopColor);
      return {
        nameColor: style(".vr-name").color,
        nameSpacing: style(".vr-name").letterSpacing,
        nameFont: style(".vr-name").fontFamily,
        nameDecoration: style(".vr-name").textDecorationLine,
        headingColor: style(".vr-section h2").color,
        headingMargin: style(".vr-section h2").marginBlockEnd,
        headingCase: style(".vr-section .vr-heading").textTransform,
        headline: style(".vr-headline").fontStyle,
        contact: style(".vr-contact").paddingInlineStart,
        followingItemBorders: [...new Set(borders(true))],
        firstItemBorders: borders(false),
      };
    });
    expect(styles).toMatchObject({
      nameColor: "rgb(1, 2, 3)",
      nameSpacing: "2px",
      nameFont: "Inter, sans-serif",
      nameDecoration: "underline",
      headingColor: "rgb(15, 118, 110)",
      headingMargin: "7px",
      headingCase: "uppercase",
      headline: "italic",
      contact: "3px",
      followingItemBorders: ["rgb(4, 5, 6)"],
    });
    expect(styles.firstItemBorders.length).toBeGreaterThan(0);
    expect(styles.firstItemBorders).not.toContain("rgb(4, 5, 6)");
    expect(changedStyles(baseline, await snapshot())).toEqual([]);
  }, 30_000);
});
