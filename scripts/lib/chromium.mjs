// Which Chromium to drive: CHROMIUM_EXECUTABLE_PATH (or CHROMIUM_PATH), else Debian's /usr/bin/chromium,
// else the binary shipped inside the @sparticuz/chromium npm package (unpacked on first use).
import { existsSync } from "node:fs";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

export async function chromiumExecutablePath() {
  const configured = process.env.CHROMIUM_EXECUTABLE_PATH || process.env.CHROMIUM_PATH;
  if (configured) return configured;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}
