/*
 * Lighthouse (issues 20 and 22): the four category scores of pages of a running server, mobile profile
 * (Lighthouse's default: a mid-range phone on a slow 4G connection, simulated), with the metrics that
 * make up the performance score. Runs the Chromium the app finds (lib/pdf/chromium.ts), headless.
 *   npm run build && npm start   # in another terminal (or: E2E_PORT=3100 node scripts/serve-e2e.mjs)
 *   npx tsx bench/lighthouse.ts --url http://localhost:3000 [--path / --path /templates --path /user/slug]
 * Targets: performance at least 95, accessibility 100, best practices at least 95, SEO 100.
 * Options: --runs <n> per page (default 1; the median performance run is reported), --desktop.
 */
import lighthouse, { desktopConfig } from "lighthouse";
import { parseArgs } from "node:util";
import puppeteer from "puppeteer-core";
import { resolveChromium } from "../lib/pdf/chromium";

const { values: options } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    path: { type: "string", multiple: true, default: ["/", "/templates"] },
    runs: { type: "string", default: "1" },
    desktop: { type: "boolean", default: false },
  },
});

const { executablePath, args } = await resolveChromium();
// Lighthouse drives the browser over its DevTools port: a whole Chromium, launched here.
const browser = await puppeteer.launch({
  executablePath,
  args: [...args.filter((flag) => flag !== "--headless"), "--remote-debugging-port=0"],
  headless: true,
});
const port = Number(new URL(browser.wsEndpoint()).port);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const metrics = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;

try {
  console.log(`lighthouse ${options.desktop ? "desktop" : "mobile"} profile, ${options.url}`);
  for (const pathname of options.path) {
    const url = new URL(pathname, options.url).toString();
    const runs = [];
    for (let run = 0; run < Number(options.runs); run += 1) {
      const result = await lighthouse(
        url,
        { port, output: "json", logLevel: "error", onlyCategories: [...categories] },
        options.desktop ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`no result for ${url}`);
      runs.push(result.lhr);
    }
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)]!;
    const scores = categories.map((key) => `${key} ${Math.round((lhr.categories[key]?.score ?? 0) * 100)}`);
    console.log(`${pathname.padEnd(24)} ${scores.join(", ")}`);
    console.log(
      `${"".padEnd(24)} ${metrics.map((key) => `${key} ${lhr.audits[key]?.displayValue ?? "-"}`).join(", ")}`,
    );
    const failing = Object.values(lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary",
    );
    for (const audit of failing.slice(0, 8)) console.log(`${"".padEnd(24)}   failing: ${audit.id} (${audit.title})`);
  }
  console.log("targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100");
} finally {
  await browser.close();
}
