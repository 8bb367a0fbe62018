// Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL that takes a database from the
// committed migrations to prisma/schema.prisma. Works offline: Prisma's schema engine runs as
// WebAssembly against an in-memory PGlite instead of the native binary the CLI would download.
//   npm run db:new-migration -- add_resume_notes
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createRequire } from "node:module";
import * as engineBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { migrate, migrationsDir } from "../lib/db/migrate";
import { pgliteRunner } from "../lib/db/sql-runner";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
const check = process.argv.includes("--check");
if (!name && !check) {
  console.error(
    "usage: npm run db:new-migration -- <name>   (or --check to fail when the schema has unmigrated changes)",
  );
  process.exit(2);
}

const schemaPath = path.join(process.cwd(), "prisma", "schema.prisma");
const schema = await readFile(schemaPath, "utf8");

const database = new PGlite();
await migrate(pgliteRunner(database), { useAdvisoryLock: false });

// The package is built for bundlers; in plain Node the WebAssembly module is instantiated by hand.
const wasmPath = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg")),
  "schema_engine_bg.wasm",
);
const wasmModule = await WebAssembly.compile(await readFile(wasmPath));
const instance = await WebAssembly.instantiate(wasmModule, { "./schema_engine_bg.js": engineBindings });
engineBindings.__wbg_set_wasm(instance.exports);
(instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();

const engine = await engineBindings.SchemaEngine.new(
  { datamodels: [[schemaPath, schema]] },
  (log: unknown) => process.env.DEBUG_ENGINE && console.error(log),
  bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(database)),
);
const result = await engine.diff({
  from: { tag: "schemaDatasource", files: [{ path: schemaPath, content: schema }], configDir: process.cwd() },
  to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: schema }] },
  script: true,
  exitCode: null,
  filters: { externalTables: [], externalEnums: [] },
});
const sql = (result.stdout ?? "").trim();
const isEmpty = sql === "" || sql === "-- This is an empty migration.";

if (check) {
  if (!isEmpty) {
    console.error(
      "prisma/schema.prisma has changes no migration holds. Run: npm run db:new-migration -- <name>\n\n" + sql,
    );
    process.exit(1);
  }
  console.log("Migrations match prisma/schema.prisma.");
} else if (isEmpty) {
  console.log("No schema changes: no migration written.");
} else {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(migrationsDir, `${stamp}_${name}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "migration.sql"), sql + "\n");
  console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
}
await database.close();
