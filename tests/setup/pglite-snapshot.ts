import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { migrate } from "@/lib/db/migrate";
import { pgliteRunner } from "@/lib/db/sql-runner";

// Global setup of the PGlite database suite: one in-memory PGlite migrated once, its data directory
// written to a temporary file that each test file's database starts from (tests/setup/test-database.ts).
// A PGlite started from that copy is ready in about a quarter of the time a fresh one takes to create
// its cluster (initdb runs in WebAssembly), and every file still gets a database of its own.

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const pglite = new PGlite();
  const folder = mkdtempSync(path.join(os.tmpdir(), "vitae-pglite-"));
  const file = path.join(folder, "migrated.tar");
  try {
    await migrate(pgliteRunner(pglite), { useAdvisoryLock: false });
    const snapshot = await pglite.dumpDataDir("none");
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide("pgliteSnapshot", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
