import { readFileSync, readdirSync, readlinkSync } from "node:fs";

// What a process and the processes under it (a server's Chromium) use, read from Linux's /proc.

type Stat = { parent: number; fields: string[] };

/** Every process id on this machine. */
function processIds(): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
}

/** Every process on this machine with the fields of its /proc/<pid>/stat after the command name. */
function processStats(): Map<number, Stat> {
  const stats = new Map<number, Stat>();
  for (const pid of processIds()) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      stats.set(pid, { parent: Number(fields[1]), fields });
    } catch {
      // The process ended while we looked.
    }
  }
  return stats;
}

/** The sum of `value` over a process and, with `withChildren`, every process under it. */
function sumOverTree(root: number, value: (fields: string[]) => number, withChildren: boolean): number {
  const stats = processStats();
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of stats) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    const stat = stats.get(pid);
    if (stat) total += value(stat.fields);
    if (withChildren) stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Resident memory of a process and every process under it, in MB (4 KB pages). */
export function residentMegabytes(root: number): number {
  return sumOverTree(root, (fields) => Number(fields[21]) * 4, true) / 1024;
}

/**
 * CPU time, in ms, that a process (and, unless told not to, every process under it) has used (user and system,
 * with their ended children's): the work a server did, whatever else the machine runs (100 ticks a second).
 */
export function cpuMilliseconds(root: number, { withChildren = true } = {}): number {
  const ticks = (fields: string[]) => Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  return sumOverTree(root, ticks, withChildren) * 10;
}

/**
 * The process listening on `port` on this machine (Linux /proc), or undefined: over HTTP the memory
 * measured is the server's (Node and its Chromium), not this client's.
 */
export function listeningProcess(port: number): number | undefined {
  const listening = "0A";
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let rows: string[] = [];
    try {
      rows = readFileSync(table, "utf8").trim().split("\n").slice(1);
    } catch {
      continue;
    }
    for (const row of rows) {
      const fields = row.trim().split(/\s+/);
      const localPort = Number.parseInt(fields[1]?.split(":")[1] ?? "", 16);
      if (localPort === port && fields[3] === listening && fields[9]) inodes.add(`socket:[${fields[9]}]`);
    }
  }
  for (const pid of processIds()) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`))
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return pid;
    } catch {
      // Not ours to read, or ended meanwhile.
    }
  }
  return undefined;
}
