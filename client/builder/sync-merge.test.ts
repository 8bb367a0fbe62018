import { describe, expect, it } from "vitest";
import { deepEqual, mergePreferringMine, mergeThreeWay } from "./sync-merge";

const item = (id: string, title: string) => ({ id, title });

describe("mergeThreeWay", () => {
  it("keeps both sides' changes to different fields", () => {
    expect(mergeThreeWay({ a: 1, b: 1 }, { a: 2, b: 1 }, { a: 1, b: 3 })).toEqual({ a: 2, b: 3 });
  });

  it("accepts the same change made on both sides", () => {
    expect(mergeThreeWay({ a: 1 }, { a: 2 }, { a: 2 })).toEqual({ a: 2 });
  });

  it("refuses different changes to one field", () => {
    expect(mergeThreeWay({ a: "x" }, { a: "mine" }, { a: "theirs" })).toBeNull();
  });

  it("merges item lists by id: edits of different items, additions on both sides, a deletion", () => {
    const base = { items: [item("1", "one"), item("2", "two"), item("3", "three")] };
    const mine = { items: [item("1", "ONE"), item("2", "two"), item("4", "mine")] };
    const theirs = { items: [item("1", "one"), item("2", "TWO"), item("3", "three"), item("5", "theirs")] };
    expect(mergeThreeWay(base, mine, theirs)).toEqual({
      items: [item("1", "ONE"), item("2", "TWO"), item("5", "theirs"), item("4", "mine")],
    });
  });

  it("refuses an item deleted on one side and edited on the other, and two different reorders", () => {
    const base = { items: [item("1", "a"), item("2", "b"), item("3", "c")] };
    expect(
      mergeThreeWay(
        base,
        { items: [item("1", "a"), item("2", "b")] },
        { items: [item("1", "a"), item("2", "b"), item("3", "C")] },
      ),
    ).toBeNull();
    expect(
      mergeThreeWay(
        base,
        { items: [base.items[1], base.items[0], base.items[2]] },
        { items: [base.items[2], base.items[1], base.items[0]] },
      ),
    ).toBeNull();
  });

  it("treats lists without ids as one value", () => {
    expect(mergeThreeWay({ layout: [["a"], ["b"]] }, { layout: [["b"], ["a"]] }, { layout: [["a"], ["b"]] })).toEqual({
      layout: [["b"], ["a"]],
    });
    expect(mergeThreeWay({ layout: ["a", "b"] }, { layout: ["b", "a"] }, { layout: ["a"] })).toBeNull();
  });

  it("compares deeply", () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });

  it("keeping mine: mine wins where both changed one thing, their other changes stay", () => {
    expect(
      mergePreferringMine(
        { name: "a", headline: "" },
        { name: "mine", headline: "" },
        { name: "theirs", headline: "theirs" },
      ),
    ).toEqual({ name: "mine", headline: "theirs" });
  });
});
