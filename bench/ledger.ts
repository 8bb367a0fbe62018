/*
 * Token ledger benchmark (issue 15): 50 users charging at once on PostgreSQL, each one request at a
 * time as a browser would, through chargeTokens (the statement every AI call and export runs).
 * Prints charges a second and the latency median, p95 and p99 (target p95 at most 20 ms), then checks
 * that not one charge was lost or doubled: each user's balance, ledger rows and replays add up.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ledger.ts   # a throwaway database on that server
 *   DATABASE_URL=postgres://... npx tsx bench/ledger.ts                                 # that database; bench users removed after
 * Options: --users <n> (default 50), --charges <n> per user (default 100), --warm-up <n> per user
 * (default 10, not timed), --replays <fraction> of requests that resend an earlier key (default 0.1),
 * --pace <ms>: each user sends at most one charge per <ms> (default 0: the next as soon as the last
 * answered, which measures saturation: latency is then 50 / throughput).
 */
import "./allow-server-modules";
import { randomUUID } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { percentile } from "./percentile";

const { values: options } = parseArgs({
  options: {
    users: { type: "string", default: "50" },
    charges: { type: "string", default: "100" },
    "warm-up": { type: "string", default: "10" },
    replays: { type: "string", default: "0.1" },
    pace: { type: "string", default: "0" },
  },
});
const userCount = Number(options.users);
const chargesPerUser = Number(options.charges);
const warmUp = Number(options["warm-up"]);
const replayShare = Number(options.replays);
/** 0: each user sends its next charge as soon as the last one answered (saturation); n: every n ms at most. */
const paceMs = Number(options.pace);
const operation = "FIX_SPELLING_GRAMMAR";

const adminUrl = process.env.TEST_DATABASE_URL;
const directUrl = process.env.DATABASE_URL;
if (!adminUrl && !directUrl) {
  console.error(
    "bench/ledger needs PostgreSQL: set TEST_DATABASE_URL (a throwaway database is made there) or DATABASE_URL.",
  );
  process.exit(2);
}
// The app reads DATABASE_URL from its configuration on import: point it at the database first.
const { createEmptyPostgresDatabase, dropPostgresDatabase } = await import("../tests/setup/test-database");
const databaseUrl = adminUrl ? await createEmptyPostgresDatabase() : directUrl!;
process.env.DATABASE_URL = databaseUrl;

const { openMigratedDatabase } = await import("@/lib/db/connect");
// Not a React hook: it installs the database the app's data functions use.
const { useDatabase: installDatabase } = await import("@/lib/db");
const { chargeTokens } = await import("@/lib/tokens/charge-tokens");
const { tokenCosts } = await import("@/lib/tokens/token-costs");
const database = await openMigratedDatabase({ kind: "postgres", url: databaseUrl });
installDatabase(database);
const prisma = database.prisma;
const cost = tokenCosts[operation];
const startBalance = cost * (chargesPerUser + warmUp) * 2;

const tag = randomUUID().slice(0, 8);
const users = await Promise.all(
  Array.from({ length: userCount }, async (_, index) => {
    const user = await prisma.user.create({
      data: {
        name: `Bench ${index}`,
        username: `bench-ledger-${tag}-${index}`,
        email: `bench-ledger-${tag}-${index}@example.test`,
        tokenBalance: {
          create: {
            allowance: 0,
            purchased: startBalance,
            allowanceLimit: 0,
            resetsAt: new Date(Date.now() + 30 * 86_400_000),
          },
        },
      },
    });
    return user.id;
  }),
);

type Tally = { latencies: number[]; charged: number; replayed: number; wronglyCharged: number };

/** One user: `count` charges one after another; a share of them resend an earlier key (a retry). */
async function runUser(userId: string, count: number, tally: Tally, timed: boolean) {
  const keys: string[] = [];
  for (let index = 0; index < count; index++) {
    const isReplay = keys.length > 0 && Math.random() < replayShare;
    const key = isReplay ? keys[Math.floor(Math.random() * keys.length)]! : `bench:${userId}:${randomUUID()}`;
    const started = performance.now();
    const result = await chargeTokens({ owner: { userId }, operation, idempotencyKey: key });
    const elapsed = performance.now() - started;
    if (timed) tally.latencies.push(elapsed);
    if (paceMs > elapsed) await new Promise((resolve) => setTimeout(resolve, paceMs - elapsed));
    if (result.charged) {
      tally.charged++;
      if (isReplay) tally.wronglyCharged++;
      keys.push(key);
    } else {
      tally.replayed++;
      if (!isReplay) tally.wronglyCharged++;
    }
  }
}

const warm: Tally = { latencies: [], charged: 0, replayed: 0, wronglyCharged: 0 };
await Promise.all(users.map((userId) => runUser(userId, warmUp, warm, false)));

const tally: Tally = { latencies: [], charged: 0, replayed: 0, wronglyCharged: 0 };
const started = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(users.map((userId) => runUser(userId, chargesPerUser, tally, true)));
const seconds = (performance.now() - started) / 1000;
// This process's CPU time per request: what the app server spends on a charge, whatever else the machine runs.
const cpu = process.cpuUsage(cpuBefore);
const cpuPerRequestMs = (cpu.user + cpu.system) / 1000 / (chargesPerUser * userCount);

// Every charge that answered charged:true is one ledger row and `cost` tokens, no more, no fewer.
const balances = await prisma.tokenBalance.findMany({
  where: { userId: { in: users } },
  select: { userId: true, allowance: true, purchased: true },
});
const rows = await prisma.tokenLedgerEntry.groupBy({
  by: ["userId"],
  where: { userId: { in: users }, kind: "CHARGE" },
  _count: { _all: true },
  _sum: { delta: true },
});
const charged = warm.charged + tally.charged;
const rowCount = rows.reduce((sum, row) => sum + row._count._all, 0);
const spent =
  startBalance * userCount - balances.reduce((sum, balance) => sum + balance.allowance + balance.purchased, 0);
const rowTokens = -rows.reduce((sum, row) => sum + (row._sum.delta ?? 0), 0);
const problems = [
  rowCount !== charged && `${charged} charges answered charged, ${rowCount} ledger rows`,
  spent !== charged * cost && `${charged * cost} tokens charged, ${spent} left the balances`,
  rowTokens !== spent && `ledger rows sum to ${rowTokens}, balances moved by ${spent}`,
  warm.wronglyCharged + tally.wronglyCharged > 0 &&
    `${warm.wronglyCharged + tally.wronglyCharged} replays charged or new keys not charged`,
].filter(Boolean);

const requests = tally.latencies.length;
console.log(
  `ledger: ${userCount} users x ${chargesPerUser} charges of ${operation} (${cost} tokens), ${Math.round(replayShare * 100)} % replays, ${paceMs ? `one per user every ${paceMs} ms` : "back to back"}, PostgreSQL`,
);
console.log(
  `throughput   ${(requests / seconds).toFixed(0)} requests/s (${(tally.charged / seconds).toFixed(0)} charges/s) over ${seconds.toFixed(2)} s`,
);
console.log(
  `latency      median ${percentile(tally.latencies, 0.5).toFixed(2)} ms, p95 ${percentile(tally.latencies, 0.95).toFixed(2)} ms, p99 ${percentile(tally.latencies, 0.99).toFixed(2)} ms (target p95 <= 20 ms)`,
);
console.log(
  `cpu          ${cpuPerRequestMs.toFixed(2)} ms of this process's CPU per request; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
);
console.log(
  `consistency  ${charged} charged, ${warm.replayed + tally.replayed} replays answered charged:false, ${rowCount} ledger rows: ${problems.length ? "FAILED: " + problems.join("; ") : "no lost or doubled charge"}`,
);

if (adminUrl) {
  await database.close();
  await dropPostgresDatabase(databaseUrl);
} else {
  await prisma.user.deleteMany({ where: { id: { in: users } } });
  await database.close();
}
process.exit(problems.length || percentile(tally.latencies, 0.95) > 20 ? 1 : 0);
