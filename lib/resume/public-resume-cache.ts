import "server-only";

/*
 * What public resume pages keep of a resume between requests: its data and rendered document
 * (components/public-resume/load-public-resume.ts), in this process's memory, keyed by the resume's
 * id and stamp (its version and the time of its last write, read fresh for every request by
 * findPublicResume). A save, a visibility or slug change gives the row a new stamp, so no server can
 * show an older version, whether or not it saw the write; writes also drop the resume's entries here
 * at once (forgetPublicResume), and the least recently used entries go when the budget is spent.
 *
 * Not Next.js's data cache (unstable_cache and revalidateTag): its default handler writes every entry
 * to .next/cache and never deletes one (revalidateTag only marks the tag, in a manifest of this process),
 * so a deleted or private resume's data would stay on disk, and another instance would not see the mark.
 */

type Entry = { stamp: string; value: Promise<unknown>; size: number };

/** Rough characters kept at most (documents and data: about 64 MB of strings). */
const budget = 32_000_000;
const entries = new Map<string, Entry>();
let used = 0;

function drop(resumeId: string) {
  const entry = entries.get(resumeId);
  if (!entry) return;
  entries.delete(resumeId);
  used -= entry.size;
}

/**
 * The value `load` makes for this resume at this stamp: made once, then reused until the resume changes
 * (concurrent requests share one load; a failed load is not kept). `sizeOf` says roughly how many
 * characters it holds, for the budget.
 */
export function cachedPublicResume<T>(
  resumeId: string,
  stamp: string,
  load: () => Promise<T>,
  sizeOf: (value: T) => number,
): Promise<T> {
  const found = entries.get(resumeId);
  if (found?.stamp === stamp) {
    // Most recently used last: Map keeps insertion order.
    entries.delete(resumeId);
    entries.set(resumeId, found);
    return found.value as Promise<T>;
  }
  drop(resumeId);
  const entry: Entry = { stamp, value: Promise.resolve(), size: 0 };
  const value = load().then(
    (loaded) => {
      if (entries.get(resumeId) === entry) {
        entry.size = sizeOf(loaded);
        used += entry.size;
        for (const [oldest] of entries) {
          if (used <= budget || oldest === resumeId) break;
          drop(oldest);
        }
      }
      return loaded;
    },
    (error: unknown) => {
      if (entries.get(resumeId) === entry) entries.delete(resumeId);
      throw error;
    },
  );
  entry.value = value;
  entries.set(resumeId, entry);
  return value;
}

/** Drops what is kept of a resume after a write (save, visibility, slug, delete): the next visitor gets it fresh. */
export function forgetPublicResume(resumeId: string): void {
  drop(resumeId);
}
