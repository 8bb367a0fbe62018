import { describe, expect, it } from "vitest";
import { mergeKeywords } from "./keywords";

describe("mergeKeywords", () => {
  it("splits on commas, trims and drops empty parts", () => {
    expect(mergeKeywords([], " React ,  , TypeScript,")).toEqual(["React", "TypeScript"]);
  });

  it("adds no keyword twice, whatever its case", () => {
    expect(mergeKeywords(["React"], "react, Vue, vue")).toEqual(["React", "Vue"]);
  });

  it("keeps the existing order and appends", () => {
    expect(mergeKeywords(["b", "a"], "c")).toEqual(["b", "a", "c"]);
  });
});
