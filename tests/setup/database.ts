import { afterAll, beforeAll, inject } from "vitest";
import { config } from "@/lib/config";
import { useDatabase } from "@/lib/db";
import { createTestDatabase, type TestDatabase } from "./test-database";

// Each database test file gets its own migrated database, installed as the app's database. PGlite's
// start from the suite's migrated copy (tests/setup/pglite-snapshot.ts, the PGlite project's global setup).
let database: TestDatabase | undefined;

// The database files share their workers' modules (vitest.config.ts), and some set configuration for their
// cases (a model's address, a timeout, a limit): each file starts from the configuration as it was first read.
const shared = globalThis as { pristineConfig?: Record<string, unknown> };
shared.pristineConfig ??= { ...config };
const settings = config as Record<string, unknown>;
for (const key of Object.keys(settings)) if (!(key in shared.pristineConfig)) delete settings[key];
Object.assign(settings, shared.pristineConfig);

beforeAll(async () => {
  database = await createTestDatabase(undefined, inject("pgliteSnapshot"));
  useDatabase(database);
});

afterAll(async () => {
  await database?.drop();
});
