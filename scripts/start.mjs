#!/usr/bin/env node
// `npm start`: install, build when needed, then serve at http://localhost:3000 on the embedded
// defaults (PGlite in ./data, local files, mail outbox, offline AI). Migrations and demo data are
// applied by the server itself as it starts (instrumentation.ts).
import { ensureBuilt, ensureInstalled, keepAliveArgs, run } from "./lib/project.mjs";

ensureInstalled();
ensureBuilt();
const port = process.env.PORT ?? "3000";
console.log(`▸ Starting Vitae on http://localhost:${port}`);
run("npx", ["next", "start", "-p", port, ...keepAliveArgs], { env: { NEXT_TELEMETRY_DISABLED: "1" } });
