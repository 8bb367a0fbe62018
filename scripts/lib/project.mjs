// Shared by `npm start` and `npm test`: bring a fresh checkout to a runnable state using only the npm
// registry. Plain Node, no dependencies: it runs before node_modules exists.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function mtime(file) {
  try {
    return statSync(path.join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
}

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  if (
    mtime("node_modules/.package-lock.json") >= mtime("package-lock.json") &&
    existsSync(path.join(root, "lib/db/generated"))
  )
    return;
  console.log("▸ Installing dependencies (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

const buildInputs = [
  "app",
  "components",
  "client",
  "core",
  "lib",
  "messages",
  "public",
  "prisma/schema.prisma",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.mjs",
  "postcss.config.mjs",
  "package-lock.json",
];

function fingerprint() {
  const hash = createHash("sha256");
  const walk = (relative) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    const stats = statSync(absolute);
    if (stats.isDirectory()) {
      if (relative.endsWith("generated")) return;
      for (const entry of readdirSync(absolute).sort()) walk(path.join(relative, entry));
    } else if (!/\.test\.tsx?$/.test(relative)) {
      hash.update(relative).update(readFileSync(absolute));
    }
  };
  buildInputs.forEach(walk);
  return hash.digest("hex");
}

function buildStamp() {
  return path.join(root, process.env.NEXT_DIST_DIR || ".next", "vitae-build-fingerprint");
}

function upToDate(current) {
  const stamp = buildStamp();
  return (
    existsSync(path.join(path.dirname(stamp), "BUILD_ID")) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === current
  );
}

/** Whether the build in the dist dir was made from the current sources. */
export function isBuilt() {
  return upToDate(fingerprint());
}

const buildCommand = ["npx", ["next", "build"], { NEXT_TELEMETRY_DISABLED: "1" }];

/** next build when no build exists or a source file changed since the last one. */
export function ensureBuilt() {
  const current = fingerprint();
  if (upToDate(current)) return;
  console.log("▸ Building the app (next build)…");
  const [command, args, env] = buildCommand;
  run(command, args, { env });
  writeFileSync(buildStamp(), current);
}

// The server (scripts/serve.mjs) keeps an idle connection open this long (Node's default is 5 s): longer
// than a load balancer's idle timeout (60 s is common) and than a client's pause between two requests
// on one connection, so a connection is never closed under a request that is reusing it (ECONNRESET).
export const keepAliveTimeoutMs = 65_000;
