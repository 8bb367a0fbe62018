import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDefaultResumeData } from "@/core/resume/schema";
import {
  orphanAfterMs,
  pendingKey,
  takeRecoverablePending,
  writePending,
  type PendingChanges,
} from "./pending-changes";

// A Storage over a Map: the unit tests run in Node, without a browser's localStorage.
class MemoryStorage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const now = 1_000_000;
function entry(tabId: string, savedAt: number, touchedAt = savedAt, name = tabId): PendingChanges {
  const data = createDefaultResumeData();
  return {
    resumeId: "r1",
    tabId,
    baseVersion: 3,
    data: { ...data, basics: { ...data.basics, name } },
    savedAt,
    touchedAt,
  };
}

beforeEach(() => {
  Object.assign(globalThis, { localStorage: new MemoryStorage() });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "localStorage");
});

describe("takeRecoverablePending", () => {
  it("finds this tab's own unsent edits after a reload", () => {
    writePending(entry("me", now - 1_000));
    expect(takeRecoverablePending("r1", "me", now)?.data.basics.name).toBe("me");
  });

  it("leaves alone the edits of another tab that is still open", () => {
    writePending(entry("open-tab", now - 1_000));
    expect(takeRecoverablePending("r1", "me", now)).toBeNull();
    expect(localStorage.getItem(pendingKey("r1", "open-tab"))).not.toBeNull();
  });

  it("adopts the newest edits a closed tab left, and drops the older ones it supersedes", () => {
    const old = now - orphanAfterMs - 60_000;
    writePending(entry("closed-a", old - 5_000));
    writePending(entry("closed-b", old));
    writePending({ ...entry("other-resume", old), resumeId: "r2" });
    const taken = takeRecoverablePending("r1", "me", now);
    expect(taken).toMatchObject({ tabId: "me", data: { basics: { name: "closed-b" } } });
    expect(localStorage.getItem(pendingKey("r1", "closed-a"))).toBeNull();
    expect(localStorage.getItem(pendingKey("r1", "closed-b"))).toBeNull();
    expect(localStorage.getItem(pendingKey("r1", "me"))).not.toBeNull();
    expect(localStorage.getItem(pendingKey("r2", "other-resume"))).not.toBeNull();
  });

  it("ignores what is not an entry", () => {
    localStorage.setItem(pendingKey("r1", "me"), "{not json");
    expect(takeRecoverablePending("r1", "me", now)).toBeNull();
  });
});
