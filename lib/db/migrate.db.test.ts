import { cp, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase, dropPostgresDatabase } from "@/tests/setup/test-database";
import { db } from "./index";
import { migrate, migrationsDir, MigrationError, readMigrations } from "./migrate";
import { pgliteRunner, postgresRunner, type SqlRunner } from "./sql-runner";

const kind = process.env.VITAE_TEST_DB ?? "pglite";
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** An empty database of the kind this project runs on, as a raw SQL connection. */
async function emptyDatabase(): Promise<SqlRunner> {
  if (kind === "pglite") {
    const runner = pgliteRunner(new PGlite(), { closeOnEnd: true });
    cleanups.push(() => runner.close());
    return runner;
  }
  const url = await createEmptyPostgresDatabase();
  const runner = await postgresRunner(url);
  cleanups.push(async () => {
    await runner.close();
    await dropPostgresDatabase(url);
  });
  return runner;
}

async function copyOfMigrations() {
  const dir = await mkdtemp(path.join(tmpdir(), "vitae-migrations-"));
  await cp(migrationsDir, dir, { recursive: true });
  return dir;
}

async function tableNames(runner: SqlRunner) {
  const rows = await runner.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name",
  );
  return rows.map((row) => row.table_name);
}

// Each case creates a database from nothing (PGlite runs initdb in WebAssembly): seconds, more on a busy machine.
describe(`migrations on ${kind}`, { timeout: 90_000 }, () => {
  it("bring an empty database to the latest schema and record each migration as Prisma does", async () => {
    const runner = await emptyDatabase();
    const migrations = await readMigrations();
    const applied = await migrate(runner, { useAdvisoryLock: kind === "postgres" });

    expect(applied).toEqual(migrations.map((migration) => migration.name));
    expect(await tableNames(runner)).toEqual(
      expect.arrayContaining(["User", "Secrets", "Resume", "TokenLedgerEntry", "_prisma_migrations"]),
    );
    const history = await runner.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(history.map((row) => [row.migration_name, row.checksum])).toEqual(
      migrations.map((m) => [m.name, m.checksum]),
    );
    expect(history.every((row) => row.finished_at !== null && row.applied_steps_count === 1)).toBe(true);
  });

  it("bring an existing database forward by applying only the migrations it lacks", async () => {
    const runner = await emptyDatabase();
    const dir = await copyOfMigrations();
    await migrate(runner, { dir, useAdvisoryLock: false });

    const next = path.join(dir, "29990101000000_add_probe");
    await mkdir(next);
    await writeFile(path.join(next, "migration.sql"), `CREATE TABLE "Probe" ("id" TEXT PRIMARY KEY);\n`);

    expect(await migrate(runner, { dir, useAdvisoryLock: false })).toEqual(["29990101000000_add_probe"]);
    expect(await migrate(runner, { dir, useAdvisoryLock: false })).toEqual([]);
    expect(await tableNames(runner)).toContain("Probe");
  });

  it("refuse to run when an applied migration was edited afterwards", async () => {
    const runner = await emptyDatabase();
    const dir = await copyOfMigrations();
    await migrate(runner, { dir, useAdvisoryLock: false });
    const [first] = await readMigrations(dir);
    await writeFile(path.join(dir, first!.name, "migration.sql"), first!.sql + "\n-- edited\n");

    await expect(migrate(runner, { dir, useAdvisoryLock: false })).rejects.toThrow(MigrationError);
  });

  it("roll back a failing migration and leave the database as it was", async () => {
    const runner = await emptyDatabase();
    const dir = await copyOfMigrations();
    const broken = path.join(dir, "29990101000000_broken");
    await mkdir(broken);
    await writeFile(
      path.join(broken, "migration.sql"),
      `CREATE TABLE "Half" ("id" TEXT);\nSELECT * FROM "NoSuchTable";\n`,
    );

    await expect(migrate(runner, { dir, useAdvisoryLock: false })).rejects.toThrow(/29990101000000_broken/);
    expect(await tableNames(runner)).not.toContain("Half");
    expect(await tableNames(runner)).toContain("User");
  });
});

describe(`the Prisma client on ${kind}`, () => {
  it("stores and reads back a user with a resume, its JSON data and defaults", async () => {
    const prisma = await db();
    const user = await prisma.user.create({
      data: { name: "Layla Haddad", username: "layla", email: "layla@example.com" },
    });
    const resume = await prisma.resume.create({
      data: {
        title: "Product designer",
        slug: "product-designer",
        userId: user.id,
        data: { basics: { name: "ليلى حداد" } },
      },
    });

    const found = await prisma.resume.findUniqueOrThrow({
      where: { userId_slug: { userId: user.id, slug: "product-designer" } },
    });
    expect(found.id).toBe(resume.id);
    expect(found.data).toEqual({ basics: { name: "ليلى حداد" } });
    expect(found.visibility).toBe("PRIVATE");
    expect(found.version).toBe(1);
    expect(user.subscriptionTier).toBe("FREE");

    await expect(
      prisma.resume.create({ data: { title: "Again", slug: "product-designer", userId: user.id, data: {} } }),
    ).rejects.toThrow();
  });
});
