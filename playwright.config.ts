import { defineConfig, devices } from "@playwright/test";
import { resolvePrintChromium } from "./lib/pdf/chromium";

const port = process.env.E2E_PORT ?? "3100";
// With a PostgreSQL server (CI), the HTTP API journeys run a second time against an app on PostgreSQL
// in production mode; everything else runs against the embedded-database app.
const postgresPort = String(Number(port) + 1);
const withPostgres = Boolean(process.env.TEST_DATABASE_URL) && process.env.E2E_DEV !== "1";
const postgresSpecs = ["resumes/api.spec.ts", "security/remote-pictures.spec.ts"];
const { executablePath, args: chromiumArgs } = await resolvePrintChromium();

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
    // A trace is recorded when a failed test is retried (CI retries once; locally: --trace on), with DOM
    // snapshots but no screencast. Recording every test, and a screenshot of every frame, more than
    // doubled the suite's time on two cores (the browsers' compositor encoded each frame).
    trace: { mode: "on-first-retry", screenshots: false, snapshots: true, sources: true },
    // Decorative motion off (a pulsing dot, spinners): each frame of it is composited in software here.
    // The specs that check motion itself ask for it (test.use).
    reducedMotion: "reduce",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } } },
    ...(withPostgres
      ? [
          {
            name: "postgres",
            testMatch: postgresSpecs,
            use: {
              ...devices["Desktop Chrome"],
              baseURL: `http://localhost:${postgresPort}`,
              launchOptions: { executablePath, args: chromiumArgs },
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "node scripts/serve-e2e.mjs",
      url: `http://localhost:${port}/api/feature/flags`,
      // Builds first when sources changed: minutes on a busy 2-core machine.
      timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 900_000),
      reuseExistingServer: false,
      stdout: "pipe",
    },
    ...(withPostgres
      ? [
          {
            command: "node scripts/serve-e2e.mjs",
            url: `http://localhost:${postgresPort}/api/feature/flags`,
            env: { E2E_PORT: postgresPort, E2E_DATABASE: "postgres" },
            // Starts once the first server has built the app (they share one build).
            timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 900_000),
            reuseExistingServer: false,
            stdout: "pipe" as const,
          },
        ]
      : []),
  ],
});
