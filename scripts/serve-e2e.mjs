#!/usr/bin/env node
// The server Playwright tests run against: the production build, on a fresh embedded database of its own.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { startLoopbackServices } from "../tests/setup/loopback-services.mjs";
import { ensureBuilt, isBuilt, root, run } from "./lib/project.mjs";

// E2E_DEV=1 serves `next dev` instead of the production build: for iterating on one spec, never in CI.
const dev = process.env.E2E_DEV === "1";
// A second server (E2E_DATABASE=postgres) shares the first one's build: it waits instead of building too.
if (process.env.E2E_DATABASE === "postgres") {
  while (!isBuilt()) await new Promise((resolve) => setTimeout(resolve, 2000));
} else if (!dev) ensureBuilt();
const port = process.env.E2E_PORT ?? "3100";
// Each e2e server gets its own embedded database, so parallel runs on other ports never collide.
const dataDir = path.join(root, "data", `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const appUrl = `http://localhost:${port}`;
// Real loopback stand-ins for mail and OpenID (tests/setup/loopback-services.mjs), unless SMTP_URL or
// OIDC_ISSUER point the app at the caller's own (they pass through with the rest of the environment).
// E2E_DATABASE=postgres: a fresh database on the PostgreSQL server of TEST_DATABASE_URL instead of PGlite,
// which also makes this a deployment that must bring its own secrets, as it would be live.
const database = process.env.E2E_DATABASE === "postgres" ? await freshPostgresDatabase(`vitae_e2e_${port}`) : null;
const loopback =
  process.env.SMTP_URL || process.env.OIDC_ISSUER ? { env: {} } : await startLoopbackServices({ appUrl, dataDir });
// The app's own server entry (scripts/serve.mjs), as in production: it gives the app each socket's address.
run("node", ["scripts/serve.mjs", ...(dev ? ["--dev"] : []), "-p", port], {
  env: {
    NEXT_TELEMETRY_DISABLED: "1",
    PGLITE_DIR: path.join(dataDir, "pglite"),
    STORAGE_DIR: path.join(dataDir, "uploads"),
    MAIL_OUTBOX_DIR: path.join(dataDir, "outbox"),
    // The demo accounts (one per plan, lib/startup) are the paying owners journeys need: no API sells a plan
    // without Stripe. They sign in from loopback only, as the tests do. Never seeded on PostgreSQL.
    SEED_DEMO_DATA: "true",
    // Every journey registers its own accounts from one address, 127.0.0.1: far more than a person would.
    ACCOUNT_ACTIONS_PER_ADDRESS_PER_HOUR: "100000",
    APP_URL: appUrl,
    DATABASE_URL: database ?? "",
    ...(database ? { AUTH_SECRET: randomBytes(32).toString("base64url") } : {}),
    ...loopback.env,
  },
});

async function freshPostgresDatabase(name) {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin)
    throw new Error("E2E_DATABASE=postgres needs TEST_DATABASE_URL (the PostgreSQL server to create the database on).");
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
