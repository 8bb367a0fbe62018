import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlRunner } from "./sql-runner";

// Applies the committed prisma/migrations/*/migration.sql in order and records them in
// `_prisma_migrations` exactly as `prisma migrate deploy` would (same table, same checksum), so a
// database migrated here can later be managed by the Prisma CLI and the other way round.

export const migrationsDir = path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");

// Any fixed number: serialises migrations when several app processes start on one PostgreSQL.
const advisoryLockKey = 7_251_930_114;

export type Migration = { name: string; sql: string; checksum: string };

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

const createHistoryTable = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationError extends Error {}

/** Brings the database to the latest schema. Returns the names of the migrations it applied. */
export async function migrate(runner: SqlRunner, { dir = migrationsDir, useAdvisoryLock = true } = {}) {
  const migrations = await readMigrations(dir);
  if (useAdvisoryLock) await runner.query("SELECT pg_advisory_lock($1)", [advisoryLockKey]);
  try {
    await runner.exec(createHistoryTable);
    const applied = await runner.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const byName = new Map(applied.map((row) => [row.migration_name, row]));
    const done: string[] = [];
    for (const migration of migrations) {
      const previous = byName.get(migration.name);
      if (previous?.finished_at) {
        if (previous.checksum !== migration.checksum) {
          throw new MigrationError(`Migration ${migration.name} was changed after it was applied.`);
        }
        continue;
      }
      if (previous)
        throw new MigrationError(`Migration ${migration.name} failed earlier; resolve it before migrating.`);
      await applyOne(runner, migration);
      done.push(migration.name);
    }
    return done;
  } finally {
    if (useAdvisoryLock) await runner.query("SELECT pg_advisory_unlock($1)", [advisoryLockKey]);
  }
}

async function applyOne(runner: SqlRunner, migration: Migration) {
  const id = randomUUID();
  await runner.query(
    `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
    [id, migration.checksum, migration.name],
  );
  try {
    await runner.exec(`BEGIN;\n${migration.sql}\nCOMMIT;`);
  } catch (error) {
    await runner.exec("ROLLBACK").catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    await runner.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, message]);
    throw new MigrationError(`Migration ${migration.name} failed: ${message}`);
  }
  await runner.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [
    id,
  ]);
}
