// Garbage given back when the server goes quiet (issue 22: "keep the server's memory flat under load, it must
// come back after the load ends"). Under a burst of saves V8's heap grows with garbage, and once the requests stop
// nothing allocates, so nothing triggers a collection: measured after 50 editors saving twice a second, the heap
// stayed at 364 MB used (RSS 605 MB) for as long as the server was left alone, and a full collection brought it to
// 139 MB (RSS 358 MB). So a server that has been quiet for 30 s, with no request in flight, runs one full
// collection if its heap has grown by more than 64 MB since the last one: a pause when nobody waits, once per busy
// spell. Not sooner: a burst that starts on a freshly collected heap pays for regrowing it (measured with 5 s:
// p99 of the next burst's saves 74-80 ms instead of 27). Production only (scripts/serve.mjs).
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * The decision, apart from the clock and the collector (tested on its own): `tick` collects when nothing is in
 * flight, the last request ended `idleMs` ago or more, and the heap grew by `growthBytes` since the last collection;
 * then once more `secondPassMs` later if it is still quiet.
 * @param {{ heapUsed: () => number; collect: () => void; now: () => number; idleMs?: number; growthBytes?: number; secondPassMs?: number }} options
 */
export function createIdleCollector({
  heapUsed,
  collect,
  now,
  idleMs = 30_000,
  growthBytes = 64 * 1024 * 1024,
  secondPassMs = 5_000,
}) {
  let inFlight = 0;
  let lastActivity = now();
  let baseline = heapUsed();
  /** When a second pass is due: V8 gives the freed pages back over the seconds after a collection, and a second
   * collection once they are swept gives back most of the rest (measured: RSS 605 → 569 MB after one, 426 → 358 MB
   * after the next ones). */
  let secondPassAt = Infinity;
  return {
    started() {
      inFlight += 1;
      lastActivity = now();
      secondPassAt = Infinity;
    },
    ended() {
      inFlight -= 1;
      lastActivity = now();
    },
    /** @returns {boolean} whether it collected */
    tick() {
      if (inFlight > 0 || now() - lastActivity < idleMs) return false;
      if (now() >= secondPassAt) secondPassAt = Infinity;
      else if (heapUsed() - baseline >= growthBytes) secondPassAt = now() + secondPassMs;
      else return false;
      collect();
      baseline = heapUsed();
      return true;
    },
  };
}

/** V8's full collection, exposed at run time (the flag applies to contexts made after it is set). */
function fullCollection() {
  if (typeof globalThis.gc === "function") return globalThis.gc;
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc");
  return typeof gc === "function" ? gc : undefined;
}

/**
 * Watches the servers' requests and collects when they go quiet (checked once a second).
 * @param {import("node:http").Server[]} servers
 */
export function collectWhenIdle(servers) {
  const collect = fullCollection();
  if (!collect) return;
  const collector = createIdleCollector({
    heapUsed: () => getHeapStatistics().used_heap_size,
    collect,
    now: () => performance.now(),
  });
  for (const server of servers)
    server.on("request", (_request, response) => {
      collector.started();
      response.once("close", collector.ended);
    });
  setInterval(collector.tick, 1_000).unref();
}
