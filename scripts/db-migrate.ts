// `npm run db:migrate`: bring the configured database (DATABASE_URL, else the embedded PGlite) to the
// latest schema. The server does the same at start; this is for deployments that migrate first.
import { loadConfig } from "../lib/config/load-config";
import { openDatabase, targetFromEnv } from "../lib/db/connect";
import { migrate } from "../lib/db/migrate";

const config = loadConfig(process.env);
const target = targetFromEnv(config);
const database = await openDatabase(target);
const runner = await database.runner();
try {
  const applied = await migrate(runner, { useAdvisoryLock: target.kind === "postgres" });
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await runner.close();
  await database.close();
}
