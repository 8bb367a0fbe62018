import { readFileSync, readdirSync } from "node:fs";

/** Every process id on this machine (Linux /proc). */
function processIds(): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
}

/** Resident memory of a process and every process under it (a server's Chromium), in MB (Linux /proc). */
export function residentMegabytes(root: number): number {
  const pageKb = 4;
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const pid of processIds()) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      rss.set(pid, Number(fields[21]) * pageKb);
    } catch {
      // The process ended while we looked.
    }
  }
  let totalKb = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    totalKb += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return totalKb / 1024;
}

/**
 * CPU time, in ms, that a process (and, unless told not to, every process under it) has used (user and system, with their ended
 * children's): the work a server did, whatever else the machine runs (Linux /proc, 100 ticks a second).
 */
export function cpuMilliseconds(root: number, { withChildren = true } = {}): number {
  const msPerTick = 10;
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const pid of processIds()) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      ticks.set(pid, Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += ticks.get(pid) ?? 0;
    if (withChildren) stack.push(...(children.get(pid) ?? []));
  }
  return total * msPerTick;
}
