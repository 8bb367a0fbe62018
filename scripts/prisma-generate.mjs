#!/usr/bin/env node
// `prisma generate` needs no database and no engine, but the Prisma 7 CLI still insists on a schema
// engine binary it would download; any existing file satisfies it (see docs/ARCHITECTURE.md).
import { run } from "./lib/project.mjs";

run("npx", ["prisma", "generate"], {
  env: {
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? "package.json",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
