import type { ResumeData } from "@/core/resume/schema";

// Unsent edits kept in localStorage until the server acknowledges them, so a reload, a crash or a
// closed tab loses nothing. One entry per resume and per tab: two tabs of one resume never
// overwrite each other's copy. A tab keeps its id in sessionStorage, which survives its reloads.

export type PendingChanges = {
  resumeId: string;
  tabId: string;
  /** The server version these edits were made on. */
  baseVersion: number;
  data: ResumeData;
  /** When the edits were last written (ms since epoch). */
  savedAt: number;
  /** Refreshed while the tab is open; an entry nobody touches for a while belongs to a closed tab. */
  touchedAt: number;
};

const prefix = "vitae:builder:pending:";
const tabIdKey = "vitae:builder:tab";
/** An entry of another tab untouched this long is an orphan (its tab closed): it may be recovered. */
export const orphanAfterMs = 30_000;
/** How often an open tab marks its entry as alive. */
export const touchEveryMs = 10_000;

export function pendingKey(resumeId: string, tabId: string): string {
  return `${prefix}${resumeId}:${tabId}`;
}

export function currentTabId(): string {
  try {
    let id = sessionStorage.getItem(tabIdKey);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(tabIdKey, id);
    }
    return id;
  } catch {
    return "tab";
  }
}

export function writePending(entry: PendingChanges): boolean {
  try {
    localStorage.setItem(pendingKey(entry.resumeId, entry.tabId), JSON.stringify(entry));
    return true;
  } catch {
    // Storage full or disabled: the server save still runs; there is nothing better to do here.
    return false;
  }
}

export function touchPending(resumeId: string, tabId: string, now = Date.now()): void {
  const entry = readEntry(pendingKey(resumeId, tabId));
  if (entry) writePending({ ...entry, touchedAt: now });
}

export function clearPending(resumeId: string, tabId: string): void {
  try {
    localStorage.removeItem(pendingKey(resumeId, tabId));
  } catch {
    /* storage disabled */
  }
}

function isPendingChanges(value: unknown): value is PendingChanges {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.resumeId === "string" &&
    typeof entry.tabId === "string" &&
    typeof entry.baseVersion === "number" &&
    typeof entry.savedAt === "number" &&
    typeof entry.touchedAt === "number" &&
    typeof entry.data === "object" &&
    entry.data !== null
  );
}

function readEntry(key: string): PendingChanges | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPendingChanges(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The unsent edits this tab should pick up when it opens the resume: its own (a reload), or
 * else the newest one a closed tab left behind. Older orphans are superseded by the chosen one
 * and removed, so they can never be replayed over newer work later.
 */
export function takeRecoverablePending(resumeId: string, tabId: string, now = Date.now()): PendingChanges | null {
  const own = readEntry(pendingKey(resumeId, tabId));
  const orphans: PendingChanges[] = [];
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key?.startsWith(`${prefix}${resumeId}:`) || key === pendingKey(resumeId, tabId)) continue;
      const entry = readEntry(key);
      if (entry && now - entry.touchedAt > orphanAfterMs) orphans.push(entry);
    }
  } catch {
    return own;
  }
  const candidates = [...(own ? [own] : []), ...orphans].sort((a, b) => b.savedAt - a.savedAt);
  const chosen = candidates[0];
  if (!chosen) return null;
  for (const orphan of orphans) clearPending(resumeId, orphan.tabId);
  // The recovered edits now belong to this tab.
  const adopted = { ...chosen, tabId, touchedAt: now };
  writePending(adopted);
  return adopted;
}
