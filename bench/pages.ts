/*
 * Pages under load (issue 22): requests a second and p50/p95 latency of the landing, the template gallery,
 * a public resume and robots.txt at 20 concurrent clients, against a running server, and the public page
 * and the landing as a share of robots.txt's rate (a prerendered file: what the server itself costs).
 *   npm run build && npm start   # in another terminal (or: node scripts/serve.mjs -p 3000)
 *   npx tsx bench/pages.ts --url http://localhost:3000 [--public /demo-enterprise/sample-de-de]
 * Targets: the public page at least 50 % of robots.txt's rate, the landing at least 70 %.
 * Options: --concurrency <n> (default 20), --seconds <n> per page (default 12), --rounds <n> (default 3:
 * each page is measured in that many blocks, the pages taking turns, so that a machine whose speed drifts
 * shifts every page alike), --warm-up <n> untimed requests per page first (default 200), --path <p>
 * (repeatable) instead of the default four.
 * Every answer must be a 200 (a redirect to / would be a fast, empty public page): others are counted
 * and printed as failures.
 */
import { Agent, request } from "node:http";
import { parseArgs } from "node:util";
import { percentile } from "./percentile";

const { values: options } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    public: { type: "string", default: "/demo-enterprise/sample-de-de" },
    path: { type: "string", multiple: true },
    concurrency: { type: "string", default: "20" },
    seconds: { type: "string", default: "12" },
    rounds: { type: "string", default: "3" },
    "warm-up": { type: "string", default: "200" },
  },
});

const base = new URL(options.url);
const concurrency = Number(options.concurrency);
const rounds = Number(options.rounds);
const blockMs = (Number(options.seconds) * 1000) / rounds;
const robots = "/robots.txt";
const paths = options.path ?? ["/", "/templates", options.public, robots];
// One keep-alive connection per client, as 20 browsers would hold.
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

type Result = { status: number; ms: number; bytes: number };

function get(pathname: string): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      // What Chrome sends: the server picks the encoding (Next.js gzip; the page cache Brotli).
      {
        agent,
        host: base.hostname,
        port: base.port || 80,
        path: pathname,
        headers: { "accept-encoding": "gzip, deflate, br, zstd" },
      },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, bytes }));
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

type Tally = { times: number[]; failures: Map<string, number>; elapsedMs: number; bytes: number };

/** `concurrency` clients asking for `pathname` one request after another until `ms` have passed. */
async function load(pathname: string, ms: number, tally: Tally): Promise<void> {
  const started = performance.now();
  const client = async () => {
    while (performance.now() - started < ms) {
      const result = await get(pathname).catch((error: Error) => ({ status: -1, ms: 0, bytes: 0, error }));
      if (result.status === 200) {
        tally.times.push(result.ms);
        tally.bytes += result.bytes;
      } else {
        const key = "error" in result ? result.error.message : `HTTP ${result.status}`;
        tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  tally.elapsedMs += performance.now() - started;
}

async function warmUp(pathname: string) {
  const first = await get(pathname);
  if (first.status !== 200) throw new Error(`${pathname} answered ${first.status}, not 200: nothing to measure`);
  const each = Math.ceil(Number(options["warm-up"]) / concurrency);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = 0; index < each; index += 1) await get(pathname);
    }),
  );
}

const tallies = new Map<string, Tally>(
  paths.map((pathname) => [pathname, { times: [], failures: new Map(), elapsedMs: 0, bytes: 0 }]),
);
for (const pathname of paths) await warmUp(pathname);
for (let round = 0; round < rounds; round += 1) {
  // Each round in another order, so that no page always follows the same one.
  const order = round % 2 === 0 ? paths : [...paths].reverse();
  for (const pathname of order) await load(pathname, blockMs, tallies.get(pathname)!);
}
agent.destroy();

const rateOf = (tally: Tally) => (tally.times.length * 1000) / tally.elapsedMs;
console.log(
  `pages at ${concurrency} concurrent clients, ${options.seconds} s a page in ${rounds} blocks, ${options.url}`,
);
for (const [pathname, tally] of tallies) {
  const failures = [...tally.failures].map(([what, count]) => `${count} × ${what}`).join(", ");
  console.log(
    `  ${pathname.padEnd(32)} ${rateOf(tally).toFixed(0).padStart(6)} req/s   p50 ${percentile(tally.times, 0.5)
      .toFixed(1)
      .padStart(6)} ms   p95 ${percentile(tally.times, 0.95).toFixed(1).padStart(6)} ms   ${(
      tally.bytes /
      Math.max(1, tally.times.length) /
      1024
    ).toFixed(1)} KB${failures ? `   failures: ${failures}` : ""}`,
  );
}
const robotsTally = tallies.get(robots);
if (robotsTally) {
  const ratio = (pathname: string | undefined, target: number, name: string) => {
    const tally = pathname === undefined ? undefined : tallies.get(pathname);
    if (!tally || pathname === robots) return;
    const share = (100 * rateOf(tally)) / rateOf(robotsTally);
    console.log(
      `  ${name} / robots.txt: ${share.toFixed(0)} % (target at least ${target} %) ${share >= target ? "ok" : "BELOW"}`,
    );
  };
  ratio(paths.includes("/") ? "/" : undefined, 70, "landing    ");
  ratio(paths.includes(options.public) ? options.public : undefined, 50, "public page");
}
