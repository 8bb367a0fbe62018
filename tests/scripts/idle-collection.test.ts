import { describe, expect, it } from "vitest";
import { createIdleCollector } from "../../scripts/lib/idle-collection.mjs";

const mb = 1024 * 1024;

function setUp() {
  const state = { time: 0, heap: 100 * mb, collections: 0 };
  const collector = createIdleCollector({
    heapUsed: () => state.heap,
    collect: () => {
      state.collections += 1;
      state.heap = 110 * mb; // what is still alive
    },
    now: () => state.time,
  });
  return { state, collector };
}

describe("the idle collection", () => {
  it("collects (twice, 5 s apart) when a busy spell that grew the heap has been over for 30 s", () => {
    const { state, collector } = setUp();
    collector.started();
    state.heap = 300 * mb;
    state.time = 2_000;
    collector.ended();
    state.time = 31_000;
    expect(collector.tick()).toBe(false); // quiet for 29 s only
    state.time = 32_000;
    expect(collector.tick()).toBe(true);
    expect(state.heap).toBe(110 * mb);
    state.time = 36_000;
    expect(collector.tick()).toBe(false);
    state.time = 37_000;
    expect(collector.tick()).toBe(true); // the second pass, once the freed pages are swept
    state.time = 90_000;
    expect(collector.tick()).toBe(false); // nothing new to give back
    expect(state.collections).toBe(2);
  });

  it("never collects while a request is in flight, however long it takes", () => {
    const { state, collector } = setUp();
    collector.started();
    state.heap = 400 * mb;
    state.time = 120_000;
    expect(collector.tick()).toBe(false);
    collector.ended();
    state.time = 150_000;
    expect(collector.tick()).toBe(true);
  });

  it("leaves a heap that grew by less than 64 MB alone (a quiet site is not collected after every visit)", () => {
    const { state, collector } = setUp();
    collector.started();
    collector.ended();
    state.heap = 150 * mb;
    state.time = 60_000;
    expect(collector.tick()).toBe(false);
    state.heap = 170 * mb;
    expect(collector.tick()).toBe(true);
  });
});

it("drops the second pass when requests come back", () => {
  const { state, collector } = setUp();
  collector.started();
  state.heap = 300 * mb;
  collector.ended();
  state.time = 30_000;
  expect(collector.tick()).toBe(true);
  collector.started();
  collector.ended();
  state.time = 100_000;
  expect(collector.tick()).toBe(false);
  expect(state.collections).toBe(1);
});
