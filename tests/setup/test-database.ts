import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { openMigratedDatabase, type Database } from "@/lib/db/connect";

// A fresh, fully migrated database per test file: in-memory PGlite, or a throwaway database on the
// PostgreSQL server named by TEST_DATABASE_URL.

export type TestDatabase = Database & { kind: "pglite" | "postgres"; url?: string; drop: () => Promise<void> };

/** `pgliteSnapshot`: a migrated PGlite data directory to start from (tests/setup/pglite-snapshot.ts). */
export async function createTestDatabase(
  kind = (process.env.VITAE_TEST_DB ?? "pglite") as "pglite" | "postgres",
  pgliteSnapshot?: string,
): Promise<TestDatabase> {
  if (kind === "pglite") {
    // From the migrated copy the migrator finds nothing to do.
    const from = pgliteSnapshot ? new Blob([readFileSync(pgliteSnapshot)]) : undefined;
    const database = await openMigratedDatabase({ kind: "pglite", dir: null, from });
    return { ...database, kind, drop: database.close };
  }
  const url = await createEmptyPostgresDatabase();
  const database = await openMigratedDatabase({ kind: "postgres", url });
  return {
    ...database,
    kind,
    url,
    drop: async () => {
      await database.close();
      await dropPostgresDatabase(url);
    },
  };
}

function adminUrl() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

export async function createEmptyPostgresDatabase(): Promise<string> {
  const name = `vitae_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
