import { defineConfig, devices } from "@playwright/test";
import { resolveChromium } from "./lib/pdf/chromium";

const port = process.env.E2E_PORT ?? "3100";
const { executablePath, args: chromiumArgs } = await resolveChromium();

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".reports/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } } },
  ],
  webServer: {
    command: "node scripts/serve-e2e.mjs",
    url: `http://localhost:${port}/api/feature/flags`,
    // Builds first when sources changed: minutes on a busy 2-core machine.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 900_000),
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
