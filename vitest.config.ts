import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// The projects: unit tests (most sharing modules, a few isolated); the database suite on in-memory PGlite; and the
// same database suite on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it when a server listens on
// 127.0.0.1:5432).
const alias = {
  "@": path.resolve(import.meta.dirname),
  "server-only": path.resolve(import.meta.dirname, "tests/setup/server-only.ts"),
};
const env = { AUTH_SECRET: "test-secret-not-for-production", SEED_DEMO_DATA: "false", NEXT_TELEMETRY_DISABLED: "1" };
const dbTests = ["**/*.db.test.ts"];
// Unit files that mock modules (vi.mock) or stub the environment.
const isolatedUnitTests = [
  "lib/pdf/chromium.test.ts",
  "lib/storage/serve-upload.test.ts",
  "lib/auth/client-address.test.ts",
  "tests/security/remote-pictures-safe-fetch.test.ts",
];
const ignore = ["node_modules/**", ".next/**", "data/**", "tests/e2e/**"];
/** Unpacks @sparticuz/chromium once before the workers start, when there is no system Chromium. */
const printChromium = "tests/setup/print-chromium.ts";

const databaseProject = (
  name: string,
  kind: "pglite" | "postgres",
  files: { include: string[]; exclude: string[]; isolate: boolean },
) => ({
  resolve: { alias },
  test: {
    name,
    include: files.include,
    exclude: [...ignore, ...files.exclude],
    isolate: files.isolate,
    environment: "node",
    env: { ...env, VITAE_TEST_DB: kind },
    setupFiles: ["tests/setup/next-server.ts", "tests/setup/database.ts"],
    globalSetup: [printChromium, ...(kind === "pglite" ? ["tests/setup/pglite-snapshot.ts"] : [])],
    // Route handlers that read the session import next-intl, whose ESM build imports "next/navigation"
    // without the extension Node needs: Vite resolves it when it transforms next-intl itself.
    server: { deps: { inline: ["next-intl"] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// Database files that stub the environment or load modules afresh (vi.resetModules).
const isolatedDbTests = ["lib/auth/auth-flags.db.test.ts", "lib/mail/smtp-delivery.db.test.ts"];

// The database suite on one kind of database. Its files share their workers' modules like the unit files
// (importing Prisma's client and the app again for each file cost more than half of the suite's time); each file
// still gets a database of its own (tests/setup/database.ts). The few that change the environment keep a fresh
// module graph each, in a project of their own.
const databaseProjects = (kind: "pglite" | "postgres") => [
  databaseProject(`db-${kind}`, kind, { include: dbTests, exclude: isolatedDbTests, isolate: false }),
  databaseProject(`db-${kind}-isolated`, kind, { include: isolatedDbTests, exclude: [], isolate: true }),
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: one on a 2-core machine, where many files
    // spend their time waiting on Chromium, PostgreSQL or PGlite's start. One more than the CPUs keeps them busy.
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      // The unit files share their workers' module cache (isolate: false): importing the app's modules
      // again for each file took longer than the tests. Files that mock modules or change the
      // environment keep a fresh module graph each (unit-isolated).
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["**/*.test.ts", "**/*.test.tsx"],
          exclude: [...ignore, ...dbTests, ...isolatedUnitTests],
          environment: "node",
          env,
          isolate: false,
          globalSetup: [printChromium],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "unit-isolated",
          include: isolatedUnitTests,
          exclude: ignore,
          environment: "node",
          env,
          globalSetup: [printChromium],
        },
      },
      ...databaseProjects("pglite"),
      ...(process.env.TEST_DATABASE_URL ? databaseProjects("postgres") : []),
    ],
  },
});
