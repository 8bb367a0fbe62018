import "server-only";
import { config } from "@/lib/config";
import { openMigratedDatabase, targetFromEnv, type Database } from "./connect";
import type { PrismaClient } from "./generated/client";

// One database per process, opened (and migrated) on first use. Tests install their own with
// useDatabase() before touching any data function.

const globalForDb = globalThis as unknown as { vitaeDatabase?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  globalForDb.vitaeDatabase ??= openMigratedDatabase(targetFromEnv(config));
  return globalForDb.vitaeDatabase;
}

/**
 * Starts opening the database in the background at server start (instrumentation.ts), with `prepare`
 * (the demo seed) run before any data function gets it: requests that need no data are not held up.
 */
export function openDatabaseAtStart(prepare: (database: Database) => Promise<void>): Promise<Database> {
  globalForDb.vitaeDatabase ??= openMigratedDatabase(targetFromEnv(config)).then(async (database) => {
    await prepare(database);
    return database;
  });
  return globalForDb.vitaeDatabase;
}

export function useDatabase(database: Database) {
  globalForDb.vitaeDatabase = Promise.resolve(database);
}

/** The Prisma client. Every data function awaits it: `const prisma = await db();`. */
export async function db(): Promise<PrismaClient> {
  return (await getDatabase()).prisma;
}

export * from "./generated/enums";
export type { Prisma, Resume, User } from "./generated/client";
