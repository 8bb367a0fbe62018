import { existsSync } from "node:fs";

// Which Chromium to run and how. Playwright and the template scripts (which take screenshots) run a
// whole browser: the configured executable, else Debian's /usr/bin/chromium, else the build shipped
// inside the @sparticuz/chromium npm package (unpacked on first use). The PDF printer prefers a
// headless shell (resolvePrintChromium).

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
  "--font-render-hinting=none",
];

type ResolvedChromium = { executablePath: string; args: string[] };

const configuredChromium = () => process.env.CHROMIUM_EXECUTABLE_PATH || process.env.CHROMIUM_PATH;
const systemChromium = "/usr/bin/chromium";
/** Debian's chromium-headless-shell package (its /usr/bin wrapper would leave the browser a grandchild). */
const systemHeadlessShell = "/usr/lib/chromium/chromium-headless-shell";

export async function resolveChromium(configured = configuredChromium()): Promise<ResolvedChromium> {
  if (configured) return { executablePath: configured, args: chromiumArgs };
  if (existsSync(systemChromium)) return { executablePath: systemChromium, args: chromiumArgs };
  return sparticuzChromium();
}

/**
 * The Chromium that prints: the configured executable, else a headless shell (Debian's, else the one
 * inside @sparticuz/chromium), else Debian's whole browser. The shell keeps no browser window up to
 * date for each tab and lets a page skip producing frames (BrowserPool's begin-frame control), so a
 * fresh page costs far less: bench/pdf measured the export at 125 ms on Debian's Chromium against
 * 80 ms on Debian's shell and 60 ms on @sparticuz's, with identical PDFs.
 */
export async function resolvePrintChromium(configured = configuredChromium()): Promise<ResolvedChromium> {
  if (configured) return { executablePath: configured, args: chromiumArgs };
  if (existsSync(systemHeadlessShell)) return { executablePath: systemHeadlessShell, args: chromiumArgs };
  try {
    return await sparticuzChromium();
  } catch (error) {
    // Its build is for Linux on x64 and arm64 only.
    if (existsSync(systemChromium)) return { executablePath: systemChromium, args: chromiumArgs };
    throw error;
  }
}

async function sparticuzChromium(): Promise<ResolvedChromium> {
  const { default: chromium } = await import("@sparticuz/chromium");
  // Its default --single-process cannot hold several pages at once; the other flags suit serverless.
  const serverlessArgs = chromium.args.filter((arg) => arg !== "--single-process" && !arg.startsWith("--headless"));
  return { executablePath: await chromium.executablePath(), args: [...new Set([...chromiumArgs, ...serverlessArgs])] };
}
