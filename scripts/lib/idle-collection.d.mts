// Types of scripts/lib/idle-collection.mjs (plain JavaScript: scripts/serve.mjs runs it with node).
import type { Server } from "node:http";

export type IdleCollector = {
  started(): void;
  ended(): void;
  /** Whether it collected. */
  tick(): boolean;
};

/**
 * Collects when nothing is in flight, the last request ended `idleMs` ago and the heap grew by `growthBytes`, then
 * once more `secondPassMs` later if it is still quiet.
 */
export function createIdleCollector(options: {
  heapUsed: () => number;
  collect: () => void;
  now: () => number;
  idleMs?: number;
  growthBytes?: number;
  secondPassMs?: number;
}): IdleCollector;

/** Watches the servers' requests and collects when they go quiet. */
export function collectWhenIdle(servers: Server[]): void;
