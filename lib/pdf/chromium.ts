import { existsSync } from "node:fs";

// Which Chromium to run and how, shared by the PDF printer, Playwright and the template scripts:
// the configured executable, else Debian's /usr/bin/chromium, else the build shipped inside the
// @sparticuz/chromium npm package (unpacked on first use).

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

export async function resolveChromium(configured = process.env.CHROMIUM_EXECUTABLE_PATH || process.env.CHROMIUM_PATH): Promise<{ executablePath: string; args: string[] }> {
  if (configured) return { executablePath: configured, args: chromiumArgs };
  if (existsSync("/usr/bin/chromium")) return { executablePath: "/usr/bin/chromium", args: chromiumArgs };
  const { default: chromium } = await import("@sparticuz/chromium");
  // Its default --single-process cannot hold several pages at once; the other flags suit serverless.
  const serverlessArgs = chromium.args.filter((arg) => arg !== "--single-process" && !arg.startsWith("--headless"));
  return { executablePath: await chromium.executablePath(), args: [...new Set([...chromiumArgs, ...serverlessArgs])] };
}
