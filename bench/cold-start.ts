/*
 * Cold start (issue 22 item 4): how long after `node scripts/serve.mjs` (what `npm start` runs) the port
 * accepts connections, and how long until the first request is answered 200. Each run starts a new
 * server process on the production build; a request is sent the moment the port opens, as a load
 * balancer's first visitor would. Target: the first 200 within 500 ms of the port opening.
 *   npm run build && npx tsx bench/cold-start.ts
 * Options: --runs <n> (default 5), --port <n> (default 3290), --path <p> (default /, repeatable: several
 * paths are asked at once when the port opens), --fresh: every run on a new, empty embedded database
 * (first start: migrations and the demo seed); default: one database prepared by a first, untimed start,
 * then restarts on it (the usual deploy or serverless cold start).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { percentile } from "./percentile";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "3290" },
    path: { type: "string", multiple: true, default: ["/", "/robots.txt", "/api/user/permissions"] },
    fresh: { type: "boolean", default: false },
  },
});
const root = path.resolve(import.meta.dirname, "..");
if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
  console.error("bench/cold-start needs a production build: run `npm run build` first.");
  process.exit(1);
}
const port = Number(options.port);
const paths = options.path;

function portIsOpen(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function firstOk(pathname: string, started: number): Promise<number> {
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`).catch(() => null);
    await response?.arrayBuffer();
    if (response?.status === 200) return performance.now() - started;
    if (response && response.status !== 503) throw new Error(`${pathname} answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

/** The client's own first fetch loads undici (tens of ms, more under load): done once before timing the server. */
async function warmClient() {
  const server = createServer((_request, response) => response.end("ok"));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  await (await fetch(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`)).text();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
}

/** The same path asked again on the now warm server: the baseline the first answer compares with. */
async function warmAnswer(pathname: string): Promise<number> {
  const started = performance.now();
  await (await fetch(`http://127.0.0.1:${port}${pathname}`)).arrayBuffer();
  return performance.now() - started;
}

type Run = { portOpen: number; firstOk: Record<string, number>; warm: Record<string, number> };

async function startOnce(dataDir: string): Promise<Run> {
  const started = performance.now();
  const server = spawn(process.execPath, ["scripts/serve.mjs", "-p", String(port)], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      PGLITE_DIR: path.join(dataDir, "pglite"),
      STORAGE_DIR: path.join(dataDir, "uploads"),
      MAIL_OUTBOX_DIR: path.join(dataDir, "outbox"),
      APP_URL: `http://localhost:${port}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    while (!(await portIsOpen())) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const portOpen = performance.now() - started;
    const times = await Promise.all(paths.map((pathname) => firstOk(pathname, started)));
    const warm: Record<string, number> = {};
    for (const pathname of paths) warm[pathname] = await warmAnswer(pathname);
    return {
      portOpen,
      firstOk: Object.fromEntries(paths.map((pathname, index) => [pathname, times[index]! - portOpen])),
      warm,
    };
  } finally {
    await stop(server);
  }
}

const shared = mkdtempSync(path.join(tmpdir(), "vitae-cold-start-"));
try {
  await warmClient();
  if (!options.fresh) await startOnce(shared); // prepares the database: migrations and the demo seed
  const runs: Run[] = [];
  for (let index = 0; index < Number(options.runs); index += 1) {
    const dataDir = options.fresh ? mkdtempSync(path.join(tmpdir(), "vitae-cold-start-")) : shared;
    runs.push(await startOnce(dataDir));
    if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  }
  const format = (values: number[]) =>
    `median ${percentile(values, 0.5).toFixed(0)} ms, worst ${Math.max(...values).toFixed(0)} ms`;
  console.log(
    `cold start, ${runs.length} runs (${options.fresh ? "fresh database each" : "restarts on one database"})`,
  );
  console.log(`  process start → port open:            ${format(runs.map((run) => run.portOpen))}`);
  for (const pathname of paths)
    console.log(
      `  port open → first 200 of ${pathname.padEnd(12)} ${format(runs.map((run) => run.firstOk[pathname]!))}` +
        ` (the same path warm: ${format(runs.map((run) => run.warm[pathname]!))})`,
    );
  console.log("  target: every first 200 within 500 ms of the port opening");
} finally {
  rmSync(shared, { recursive: true, force: true });
}
