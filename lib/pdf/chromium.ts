import { existsSync } from "node:fs";
import path from "node:path";

// Which Chromium to run and how. Playwright and the template scripts (which take screenshots) run a
// whole browser (resolveChromium); the PDF printer prefers a headless shell (resolvePrintChromium).
// Either is looked for in this order: the configured executable (CHROMIUM_EXECUTABLE_PATH), the
// system's Chromium or Chrome, the Chromium that `npx playwright install chromium` downloaded, and
// the build shipped inside the @sparticuz/chromium npm package (Linux on x64 only, unpacked on first use).

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

/**
 * headlessShell: the build is a headless shell (no browser window kept up to date for each tab; a
 * page's frames can be left to DevTools to ask for, BrowserPool's begin-frame control), not a whole browser.
 */
export type ResolvedChromium = { executablePath: string; args: string[]; headlessShell: boolean };

const configuredChromium = () => process.env.CHROMIUM_EXECUTABLE_PATH || process.env.CHROMIUM_PATH;

/** Where the system's Chromium (or Chrome) is installed, per platform, in order of preference. */
function systemBrowsers(): string[] {
  if (process.platform === "darwin") {
    return [
      "/Applications/Chromium.app/Contents/MacOS/Chromium",
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    ];
  }
  if (process.platform === "win32") {
    const roots = [process.env.PROGRAMFILES, process.env["PROGRAMFILES(X86)"], process.env.LOCALAPPDATA].filter(
      (root): root is string => Boolean(root),
    );
    return ["Chromium", "Google\\Chrome"].flatMap((browser) =>
      roots.map((root) => path.win32.join(root, browser, "Application", "chrome.exe")),
    );
  }
  // Debian's chromium package, Ubuntu's chromium-browser, then Google's Chrome packages.
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];
}

/** Debian's chromium-headless-shell package (its /usr/bin wrapper would leave the browser a grandchild). */
const systemHeadlessShell = "/usr/lib/chromium/chromium-headless-shell";

const configured = (executablePath: string): ResolvedChromium => ({
  executablePath,
  args: chromiumArgs,
  headlessShell: /headless[-_]shell/i.test(path.basename(executablePath)),
});

/** The first whole browser found on this machine: the system's, then Playwright's; null when neither is there. */
async function installedBrowser(): Promise<ResolvedChromium | null> {
  const system = systemBrowsers().find((candidate) => existsSync(candidate));
  if (system) return { executablePath: system, args: chromiumArgs, headlessShell: false };
  const playwright = await playwrightChromium();
  return playwright ? { executablePath: playwright, args: chromiumArgs, headlessShell: false } : null;
}

export async function resolveChromium(executablePath = configuredChromium()): Promise<ResolvedChromium> {
  if (executablePath) return configured(executablePath);
  return (await installedBrowser()) ?? sparticuzChromium();
}

/**
 * The Chromium that prints: the configured executable, else a headless shell (Debian's, else the one
 * inside @sparticuz/chromium), else a whole browser (the system's, then Playwright's). The shell keeps
 * no browser window up to date for each tab and lets a page skip producing frames (BrowserPool's
 * begin-frame control), so a fresh page costs far less: bench/pdf measured the export at 125 ms on
 * Debian's Chromium against 80 ms on Debian's shell and 60 ms on @sparticuz's, with identical PDFs.
 */
export async function resolvePrintChromium(executablePath = configuredChromium()): Promise<ResolvedChromium> {
  if (executablePath) return configured(executablePath);
  if (existsSync(systemHeadlessShell))
    return { executablePath: systemHeadlessShell, args: chromiumArgs, headlessShell: true };
  try {
    return await sparticuzChromium();
  } catch (error) {
    const browser = await installedBrowser();
    if (browser) return browser;
    throw error;
  }
}

/**
 * The Chromium that `npx playwright install chromium` downloaded for this project's Playwright, when
 * it is there (playwright-core is a development dependency: a production install may not have it).
 */
async function playwrightChromium(): Promise<string | null> {
  try {
    const { chromium } = await import("playwright-core");
    const executablePath = chromium.executablePath();
    return existsSync(executablePath) ? executablePath : null;
  } catch {
    return null;
  }
}

async function sparticuzChromium(): Promise<ResolvedChromium> {
  // Its build is for Linux on x64 only (an arm64 machine would unpack a binary it cannot run).
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(
      "No Chromium found: set CHROMIUM_EXECUTABLE_PATH, install Chromium or Chrome, or run `npx playwright install chromium` (@sparticuz/chromium runs on Linux x64 only)",
    );
  }
  const { default: chromium } = await import("@sparticuz/chromium");
  // Its default --single-process cannot hold several pages at once; the other flags suit serverless.
  const serverlessArgs = chromium.args.filter((arg) => arg !== "--single-process" && !arg.startsWith("--headless"));
  return {
    executablePath: await chromium.executablePath(),
    args: [...new Set([...chromiumArgs, ...serverlessArgs])],
    headlessShell: true,
  };
}
