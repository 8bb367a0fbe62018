import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDefaultResumeData } from "@/core/resume/schema";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { historyGroupMs, useBuilderStore } from "./store";

function resume(locked = false): ResumeDto {
  return {
    id: "r1",
    title: "T",
    slug: "t",
    visibility: "PRIVATE",
    locked,
    language: "en-US",
    template: "leafish",
    version: 1,
    data: createDefaultResumeData(),
    createdAt: "",
    updatedAt: "",
  };
}

const history = () => useBuilderStore.temporal.getState();
const name = () => useBuilderStore.getState().data?.basics.name;
const type = (value: string) => useBuilderStore.getState().update((draft) => void (draft.basics.name = value));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("builder store history", () => {
  it("makes a burst of typing one undo step, and edits apart separate steps", () => {
    useBuilderStore.getState().load(resume());
    for (const value of ["L", "La", "Lay", "Layl", "Layla"]) {
      type(value);
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(historyGroupMs);
    type("Layla H");
    expect(history().pastStates).toHaveLength(2);
    history().undo();
    expect(name()).toBe("Layla");
    history().undo();
    expect(name()).toBe("");
    history().redo();
    expect(name()).toBe("Layla");
  });

  it("keeps at most 100 steps and ignores edits to a locked resume", () => {
    useBuilderStore.getState().load(resume());
    for (let step = 0; step < 120; step += 1) {
      type(`Step ${step}`);
      vi.advanceTimersByTime(historyGroupMs + 1);
    }
    expect(history().pastStates).toHaveLength(100);

    useBuilderStore.getState().load(resume(true));
    type("Changed");
    expect(name()).toBe("");
    expect(history().pastStates).toHaveLength(0);
  });

  it("keeps saving bookkeeping out of history", () => {
    useBuilderStore.getState().load(resume());
    useBuilderStore.getState().setMeta({ version: 7, title: "Renamed" });
    useBuilderStore.getState().replaceData({
      ...createDefaultResumeData(),
      basics: { ...createDefaultResumeData().basics, name: "From server" },
    });
    expect(history().pastStates).toHaveLength(0);
    expect(useBuilderStore.getState().meta?.version).toBe(7);
  });
});
