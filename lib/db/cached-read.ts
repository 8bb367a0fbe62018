import "server-only";
import { getDatabase } from "./index";

/**
 * A figure read from the database and kept for `ttlMs` per process (figures that need not be live, such as
 * counts shown to visitors). Kept per database too: a database installed in its place (the tests') reads afresh.
 * A failed read is not kept: the next call tries again. `now` lets a caller (a test) move the clock.
 */
export function cachedRead<T>(read: () => Promise<T>, ttlMs: number): (now?: number) => Promise<T> {
  let cached: { at: number; database: Promise<unknown>; value: Promise<T> } | null = null;
  return (now = Date.now()) => {
    const database = getDatabase();
    if (!cached || cached.database !== database || now - cached.at > ttlMs) {
      const entry = { at: now, database, value: read() };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.value;
  };
}
