/*
 * Autosave under load (issue 22 item 3): the builder's save, `PATCH /api/resume/{id}` with the version it
 * is based on and the whole resume data (what client/builder/autosave.ts sends), from many editors at once
 * against the production server (scripts/serve.mjs, what `npm start` runs), which this script starts:
 *   1. on PostgreSQL (a throwaway database on TEST_DATABASE_URL's server, dropped after): 50 editors at
 *      2 saves a second each. Targets: p95 at most 20 ms, p99 at most 50 ms, 0 lost writes.
 *   2. on the embedded database (PGlite, a fresh data directory): 1 editor, then 10 editors, at 1 save a
 *      second each. Targets: p95 under 30 ms (1 editor) and under 60 ms (10 editors).
 * Each editor is a new account with one resume (the en-US sample), signed in by its cookie, and saves the
 * resume with a summary one word longer each time, one request at a time as the builder's queue does (a
 * save due while the last is on its way goes as soon as it is answered). Lost writes: every answer other
 * than 200 (a 409 conflict, a 5xx, a dropped connection), and every editor whose stored resume is not its
 * last acknowledged save at the end. Memory: resident memory of the server process and every process under
 * it (its print browser), sampled every 200 ms: before the load, its peak during, and 40 s after it ended
 * (target: back to at most 10 % over before; the server gives a busy spell's garbage back after 30 s of quiet,
 * scripts/lib/idle-collection.mjs).
 *   npm run build && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/autosave.ts
 * Options: --only pg|pglite, --seconds <n> of load per multi-editor phase (default 30), --single-seconds <n>
 * for the 1-editor phase (default 60: 60 saves), --warm-up <n> untimed saves per editor first (default 3),
 * --after <s> (default 40), --port <n> (default 3295), --profile <dir>: the server writes a V8 CPU profile
 * there when it stops (open it in Chrome's DevTools, Performance panel).
 * Baseline (PostgreSQL): after the memory is read, the same editors at the same rate ask GET /api/user/me (a
 * signed-in request through the same route() and session check, one statement, a small answer) for as long; the
 * bench prints its latencies and the server's CPU a request, and the save's as ratios of them: what a save costs
 * beyond the framework's own floor on this machine, in this run.
 * Without TEST_DATABASE_URL the PostgreSQL phase is left out. The exit code is 1 when a target is missed.
 */
import "./allow-server-modules";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { isDeepStrictEqual, parseArgs } from "node:util";
import type { ResumeData } from "@/core/resume/schema";
import { getSampleResume } from "@/core/resume/samples";
import { percentile } from "./percentile";
import { cpuMilliseconds, residentMegabytes } from "./process-memory";

const { values: options } = parseArgs({
  options: {
    only: { type: "string" },
    seconds: { type: "string", default: "30" },
    "single-seconds": { type: "string", default: "60" },
    "warm-up": { type: "string", default: "3" },
    after: { type: "string", default: "40" },
    port: { type: "string", default: "3295" },
    profile: { type: "string" },
  },
});
const root = path.resolve(import.meta.dirname, "..");
if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
  console.error("bench/autosave needs a production build: run `npm run build` first.");
  process.exit(1);
}
if (options.only === "pg" && !process.env.TEST_DATABASE_URL) {
  console.error("bench/autosave --only pg needs TEST_DATABASE_URL (a throwaway database is made on that server).");
  process.exit(2);
}
const port = Number(options.port);
const origin = `http://localhost:${port}`;
const warmUpSaves = Number(options["warm-up"]);
const afterMs = Number(options.after) * 1000;
const sampleEveryMs = 200;
// After the warm-up, the server draws each resume's thumbnail 3 s after its last save (lib/thumbnails), one
// after another with a rest between (50 resumes: 20-40 s here): the load starts, and the memory before it is
// taken, once those are drawn and the server is quiet (below 5 % of a core for 2 s running; at most 120 s).
const settleMs = 6_000;
const quietCpuMsPerSecond = 50;
const settleAtMostMs = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// One keep-alive connection per editor, as each editor's browser holds one.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

type Answer = { status: number; ms: number; text: string; cookies: string[] };

function send(method: string, pathname: string, { cookie, body }: { cookie?: string; body?: string } = {}) {
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const outgoing = request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method,
        path: pathname,
        // What the builder's apiRequest sends (client/http/api-client.ts), with the browser's origin.
        headers: {
          origin,
          "x-page-locale": "en",
          ...(cookie ? { cookie } : {}),
          ...(body === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString("utf8"),
            cookies: response.headers["set-cookie"] ?? [],
          }),
        );
        response.on("error", (error) => resolve({ status: -1, ms: 0, text: error.message, cookies: [] }));
      },
    );
    outgoing.on("error", (error) =>
      resolve({ status: -1, ms: performance.now() - started, text: error.message, cookies: [] }),
    );
    outgoing.end(body);
  });
}

async function startServer(env: Record<string, string | undefined>, dataDir: string): Promise<ChildProcess> {
  const profile = options.profile ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(options.profile)] : [];
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    PGLITE_DIR: path.join(dataDir, "pglite"),
    STORAGE_DIR: path.join(dataDir, "uploads"),
    MAIL_OUTBOX_DIR: path.join(dataDir, "outbox"),
    APP_URL: origin,
    // Every editor registers from this one address.
    ACCOUNT_ACTIONS_PER_ADDRESS_PER_HOUR: "100000",
    ...env,
  };
  const server = spawn(process.execPath, [...profile, "scripts/serve.mjs", "-p", String(port)], {
    cwd: root,
    // An undefined value leaves the variable out (the embedded database is the one without DATABASE_URL).
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const answer = await send("GET", "/robots.txt");
    if (answer.status === 200) return server;
    await sleep(100);
  }
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, sleep(20_000)]);
  if (server.exitCode === null) server.kill("SIGKILL");
}

type Saved = { id: string; version: number; data: ResumeData };
type Editor = {
  cookie: string;
  resumeId: string;
  version: number;
  base: ResumeData;
  words: number;
  /** The data of the last save the server answered 200, as sent (a JSON round trip). */
  acknowledged: unknown;
};

/** A new account, signed in, with one resume: the en-US sample as the server stored it. */
async function newEditor(): Promise<Editor> {
  const suffix = randomBytes(5).toString("hex");
  const register = await send("POST", "/api/auth/register", {
    body: JSON.stringify({
      name: `Bench ${suffix}`,
      email: `bench-${suffix}@example.test`,
      username: `bench-${suffix}`,
      password: `bench-pass-${suffix}`,
    }),
  });
  if (register.status !== 200) throw new Error(`register: HTTP ${register.status} ${register.text.slice(0, 300)}`);
  const cookie = register.cookies.map((header) => header.split(";")[0]).join("; ");
  const created = await send("POST", "/api/resume", {
    cookie,
    body: JSON.stringify({ title: "Autosave bench", data: getSampleResume("en-US") }),
  });
  if (created.status !== 201) throw new Error(`create resume: HTTP ${created.status} ${created.text.slice(0, 300)}`);
  const { id } = JSON.parse(created.text) as { id: string };
  const stored = await readResume(cookie, id);
  return { cookie, resumeId: id, version: stored.version, base: stored.data, words: 0, acknowledged: stored.data };
}

async function readResume(cookie: string, id: string): Promise<Saved> {
  const answer = await send("GET", `/api/resume/${id}`, { cookie });
  if (answer.status !== 200) throw new Error(`GET /api/resume/${id}: HTTP ${answer.status}`);
  return JSON.parse(answer.text) as Saved;
}

const vocabulary = "reliable services shipped faster with clear interfaces careful reviews and steady on-call".split(
  " ",
);

/** The resume after one more typed word: the sample's summary and a paragraph that grows a word a save. */
function nextData(editor: Editor): ResumeData {
  editor.words += 1;
  const typed = Array.from({ length: editor.words }, (_, index) => vocabulary[index % vocabulary.length]).join(" ");
  const summary = editor.base.sections.summary;
  return {
    ...editor.base,
    sections: { ...editor.base.sections, summary: { ...summary, content: `${summary.content}<p>${typed}</p>` } },
  };
}

type Tally = { latencies: number[]; saves: number; failures: Map<string, number> };

async function saveOnce(editor: Editor, tally: Tally | null) {
  const data = nextData(editor);
  const body = JSON.stringify({ version: editor.version, data });
  const answer = await send("PATCH", `/api/resume/${editor.resumeId}`, { cookie: editor.cookie, body });
  if (tally) {
    tally.saves += 1;
    tally.latencies.push(answer.ms);
  }
  if (answer.status === 200) {
    editor.version = (JSON.parse(answer.text) as Saved).version;
    editor.acknowledged = (JSON.parse(body) as { data: unknown }).data;
    return;
  }
  if (!tally) throw new Error(`warm-up save: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
  const what = answer.status === -1 ? answer.text : `HTTP ${answer.status}`;
  tally.failures.set(what, (tally.failures.get(what) ?? 0) + 1);
  // A conflict stops the builder until the user chooses; the bench takes the stored version and goes on.
  if (answer.status === 409) editor.version = (await readResume(editor.cookie, editor.resumeId)).version;
}

/** Each editor acts every `intervalMs` until `endsAt`, one request at a time, starting at a random phase. */
async function paced(editors: Editor[], perSecond: number, seconds: number, act: (editor: Editor) => Promise<void>) {
  const intervalMs = 1000 / perSecond;
  const endsAt = performance.now() + seconds * 1000;
  await Promise.all(
    editors.map(async (editor) => {
      let next = performance.now() + Math.random() * intervalMs;
      for (;;) {
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
        if (performance.now() >= endsAt) return;
        await act(editor);
        next = Math.max(next + intervalMs, performance.now());
      }
    }),
  );
}

const percentiles = (latencies: number[]) =>
  [0.5, 0.95, 0.99].map((fraction) => percentile(latencies, fraction)) as [number, number, number];

/** The floor a save is compared with: GET /api/user/me by the same editors at the same rate, on a quiet server. */
async function baseline(server: ChildProcess, editors: Editor[], perSecond: number, seconds: number) {
  const latencies: number[] = [];
  let failed = 0;
  const cpuBefore = cpuMilliseconds(server.pid!, { withChildren: false });
  await paced(editors, perSecond, seconds, async (editor) => {
    const answer = await send("GET", "/api/user/me", { cookie: editor.cookie });
    latencies.push(answer.ms);
    if (answer.status !== 200) failed += 1;
  });
  const nodeCpu = (cpuMilliseconds(server.pid!, { withChildren: false }) - cpuBefore) / Math.max(1, latencies.length);
  return { latencies: percentiles(latencies), requests: latencies.length, failed, nodeCpu };
}

type Sample = { at: number; mb: number };

function memorySampler(pid: number) {
  const samples: Sample[] = [];
  const timer = setInterval(() => samples.push({ at: performance.now(), mb: residentMegabytes(pid) }), sampleEveryMs);
  const between = (from: number, to: number) =>
    samples.filter((sample) => sample.at >= from && sample.at <= to).map((sample) => sample.mb);
  return { between, stop: () => clearInterval(timer) };
}

/** Waits until the server and its print browser are quiet: the warm-up's thumbnails drawn. */
async function settle(server: ChildProcess) {
  const started = performance.now();
  await sleep(settleMs);
  let quietSeconds = 0;
  while (quietSeconds < 2 && performance.now() - started < settleAtMostMs) {
    const before = cpuMilliseconds(server.pid!);
    await sleep(1000);
    quietSeconds = cpuMilliseconds(server.pid!) - before < quietCpuMsPerSecond ? quietSeconds + 1 : 0;
  }
  const waited = ((performance.now() - started) / 1000).toFixed(0);
  return `${waited} s${quietSeconds < 2 ? " (still busy: the load started anyway)" : ""}`;
}

type Targets = { p95?: number; p99?: number; strictlyBelow?: boolean; lost?: number };
let missed = 0;
const verdict = (ok: boolean) => {
  if (!ok) missed += 1;
  return ok ? "PASS" : "FAIL";
};

async function phase(
  name: string,
  server: ChildProcess,
  editors: Editor[],
  savesPerSecond: number,
  seconds: number,
  targets: Targets,
  { withBaseline = false } = {},
) {
  const memory = memorySampler(server.pid!);
  for (let index = 0; index < warmUpSaves; index += 1)
    await Promise.all(editors.map((editor) => saveOnce(editor, null)));
  const settled = await settle(server);
  const loadBefore = loadavg()[0]!;
  const tally: Tally = { latencies: [], saves: 0, failures: new Map() };
  const started = performance.now();
  const cpuBefore = cpuMilliseconds(server.pid!);
  const nodeCpuBefore = cpuMilliseconds(server.pid!, { withChildren: false });
  await paced(editors, savesPerSecond, seconds, (editor) => saveOnce(editor, tally));
  const ended = performance.now();
  // The server's CPU per save, its print browser's included (the thumbnails the saves ask for).
  const cpuPerSave = (cpuMilliseconds(server.pid!) - cpuBefore) / Math.max(1, tally.saves);
  const nodeCpuPerSave =
    (cpuMilliseconds(server.pid!, { withChildren: false }) - nodeCpuBefore) / Math.max(1, tally.saves);
  const loadDuring = loadavg()[0]!;
  await sleep(afterMs);
  memory.stop();

  // Lost writes: every request not answered 200, and every resume whose stored data is not its last acknowledged save.
  let mismatches = 0;
  for (const editor of editors) {
    const stored = await readResume(editor.cookie, editor.resumeId);
    if (stored.version !== editor.version || !isDeepStrictEqual(stored.data, editor.acknowledged)) mismatches += 1;
  }
  const failed = [...tally.failures.values()].reduce((sum, count) => sum + count, 0);
  const lost = failed + mismatches;

  const before = percentile(memory.between(started - 1000, started), 0.5);
  const peak = Math.max(...memory.between(started, ended));
  const after = percentile(memory.between(ended + afterMs - 1000, ended + afterMs), 0.5);
  const growth = ((after - before) / before) * 100;
  const [p50, p95, p99] = percentiles(tally.latencies);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const checks: string[] = [];
  if (targets.p95 !== undefined)
    checks.push(
      `p95 ${targets.strictlyBelow ? "<" : "<="} ${targets.p95} ms ${verdict(targets.strictlyBelow ? p95 < targets.p95 : p95 <= targets.p95)}`,
    );
  if (targets.p99 !== undefined) checks.push(`p99 <= ${targets.p99} ms ${verdict(p99 <= targets.p99)}`);
  const failures = [...tally.failures].map(([what, count]) => `${count} × ${what}`).join(", ");

  console.log(
    `${name}: ${editors.length} editor${editors.length === 1 ? "" : "s"} × ${savesPerSecond} save${savesPerSecond === 1 ? "" : "s"}/s for ${seconds} s, ${tally.saves} saves (${((tally.saves * 1000) / (ended - started)).toFixed(1)}/s)`,
  );
  console.log(`  latency  p50 ${ms(p50)}   p95 ${ms(p95)}   p99 ${ms(p99)}   targets: ${checks.join(", ")}`);
  console.log(
    `  lost     ${lost} (${failed} requests not answered 200${failures ? `: ${failures}` : ""}; ${mismatches} resumes not stored as last acknowledged)   target 0 ${verdict(lost === 0)}`,
  );
  console.log(
    `  memory   server + children: before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB during, ${after.toFixed(0)} MB ${afterMs / 1000} s after (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %)   target at most 10 % over before ${verdict(growth <= 10)}`,
  );
  console.log(
    `  machine  server CPU ${cpuPerSave.toFixed(1)} ms a save (Node.js ${nodeCpuPerSave.toFixed(1)} ms, its children the rest); load average ${loadBefore.toFixed(1)} before, ${loadDuring.toFixed(1)} at the end of the load, on ${availableParallelism()} cores; quiet ${settled} after the warm-up`,
  );
  if (!withBaseline) return;
  // On a quiet server, as the saves were: the thumbnails the saves asked for drawn first.
  await settle(server);
  const floor = await baseline(server, editors, savesPerSecond, seconds);
  const [b50, b95, b99] = floor.latencies;
  console.log(
    `  baseline GET /api/user/me, same editors and rate, ${floor.requests} requests (${floor.failed} not 200): p50 ${ms(b50)}   p95 ${ms(b95)}   p99 ${ms(b99)}; Node.js ${floor.nodeCpu.toFixed(1)} ms a request`,
  );
  const ratio = (save: number, base: number) => `${(save / base).toFixed(2)}x`;
  console.log(
    `  ratio    save / baseline: p50 ${ratio(p50, b50)}, p95 ${ratio(p95, b95)}, p99 ${ratio(p99, b99)}, Node.js CPU ${ratio(nodeCpuPerSave, floor.nodeCpu)}`,
  );
}

async function editors(count: number): Promise<Editor[]> {
  const made: Editor[] = [];
  // A few at a time: registering hashes a password.
  while (made.length < count)
    made.push(...(await Promise.all(Array.from({ length: Math.min(5, count - made.length) }, newEditor))));
  return made;
}

console.log(
  `autosave benchmark: PATCH /api/resume/{id} on the production server at ${origin}; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
);
if (options.profile) mkdirSync(options.profile, { recursive: true });
const seconds = Number(options.seconds);

if (options.only !== "pglite" && process.env.TEST_DATABASE_URL) {
  const { createEmptyPostgresDatabase, dropPostgresDatabase } = await import("../tests/setup/test-database");
  const databaseUrl = await createEmptyPostgresDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitae-autosave-"));
  let server: ChildProcess | undefined;
  try {
    server = await startServer(
      { DATABASE_URL: databaseUrl, AUTH_SECRET: randomBytes(32).toString("base64url") },
      dataDir,
    );
    await phase("PostgreSQL", server, await editors(50), 2, seconds, { p95: 20, p99: 50 }, { withBaseline: true });
  } finally {
    if (server) await stopServer(server);
    await dropPostgresDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  }
} else if (options.only !== "pglite") console.log("PostgreSQL: left out (set TEST_DATABASE_URL to measure it)");

if (options.only !== "pg") {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitae-autosave-"));
  let server: ChildProcess | undefined;
  try {
    server = await startServer({ DATABASE_URL: undefined, AUTH_SECRET: undefined }, dataDir);
    const team = await editors(10);
    await phase("PGlite", server, team.slice(0, 1), 1, Number(options["single-seconds"]), {
      p95: 30,
      strictlyBelow: true,
    });
    await phase("PGlite", server, team, 1, seconds, { p95: 60, strictlyBelow: true });
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
agent.destroy();
process.exit(missed ? 1 : 0);
