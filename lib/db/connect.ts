import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/client";
import { migrate } from "./migrate";
import { pgliteRunner, postgresRunner, type SqlRunner } from "./sql-runner";

// How the app reaches its database: PostgreSQL through node-postgres when DATABASE_URL is set,
// otherwise the embedded PGlite kept in PGLITE_DIR (or in memory for tests).

/** `from`: an in-memory PGlite starts from this copy of a data directory (PGlite's dumpDataDir), for the tests. */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string | null; from?: Blob };

export type Database = {
  prisma: PrismaClient;
  /**
   * One SQL statement ($1-numbered parameters) on the same connections as `prisma`, without Prisma's
   * per-query work: for the few statements on a hot path (a token charge, bench/ledger.ts).
   */
  query: <Row>(text: string, values: unknown[]) => Promise<Row[]>;
  /** A raw SQL connection to the same database, for migrations and maintenance. */
  runner: () => Promise<SqlRunner>;
  close: () => Promise<void>;
};

export function targetFromEnv(env: { DATABASE_URL?: string; PGLITE_DIR: string }): DatabaseTarget {
  return env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dir: env.PGLITE_DIR };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url });
    // An idle connection the server ends (a restart, a failover, an administrator) is reported here and
    // replaced by the pool on the next query; without a listener it would end the process.
    pool.on("error", (error) => console.error("[db] an idle database connection was closed:", error.message));
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    return {
      prisma,
      query: async (text, values) => (await pool.query(text, values)).rows,
      runner: () => postgresRunner(target.url),
      close: async () => {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  if (target.dir) mkdirSync(path.resolve(target.dir), { recursive: true });
  const pglite = target.dir
    ? new PGlite(path.resolve(target.dir))
    : new PGlite(target.from ? { loadDataDir: target.from } : {});
  await pglite.waitReady;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    // Through Prisma: PGlite has one connection, which its adapter serialises.
    query: (text, values) => prisma.$queryRawUnsafe(text, ...values),
    runner: async () => pgliteRunner(pglite),
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/** Opens the database and brings it to the latest schema. */
export async function openMigratedDatabase(target: DatabaseTarget): Promise<Database> {
  const database = await openDatabase(target);
  const runner = await database.runner();
  try {
    await migrate(runner, { useAdvisoryLock: target.kind === "postgres" });
  } finally {
    await runner.close();
  }
  return database;
}
