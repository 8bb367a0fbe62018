#!/usr/bin/env node
// `npm start`: install, build when needed, then serve the production build at http://localhost:3000 on
// the embedded defaults (PGlite in ./data, local files, mail in ./data/outbox and the server log,
// offline AI). Migrations and demo data are applied by the server itself as it starts (instrumentation.ts).
import { ensureBuilt, ensureInstalled, run } from "./lib/project.mjs";

ensureInstalled();
ensureBuilt();
const port = process.env.PORT ?? "3000";
console.log(`▸ Starting Vitae on http://localhost:${port}`);
run("node", ["scripts/serve.mjs", "-p", port], { env: { NEXT_TELEMETRY_DISABLED: "1" } });
