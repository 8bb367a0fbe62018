import { describe, expect, it } from "vitest";
import { defaultLayout, type Layout } from "@/core/resume/schema";
import { addPage, findSection, moveSection, moveSectionById, removePage, resetLayout } from "./layout-operations";

const twoPages = (): Layout => [
  [
    ["summary", "experience", "signature"],
    ["skills", "languages"],
  ],
  [["projects", "awards"], ["interests"]],
];

describe("moveSection", () => {
  it("moves a section from the main column to the sidebar at the given index", () => {
    const layout = twoPages();
    const next = moveSection(layout, { page: 0, column: 0, index: 1 }, { page: 0, column: 1, index: 1 });
    expect(next[0]).toEqual([
      ["summary", "signature"],
      ["skills", "experience", "languages"],
    ]);
    expect(layout[0]![0]).toEqual(["summary", "experience", "signature"]);
  });

  it("moves a section onto another page and clamps the index to the column's end", () => {
    const next = moveSection(twoPages(), { page: 0, column: 1, index: 0 }, { page: 1, column: 1, index: 99 });
    expect(next[0]![1]).toEqual(["languages"]);
    expect(next[1]![1]).toEqual(["interests", "skills"]);
  });

  it("reorders within one column", () => {
    const next = moveSection(twoPages(), { page: 0, column: 0, index: 0 }, { page: 0, column: 0, index: 1 });
    expect(next[0]![0]).toEqual(["experience", "summary", "signature"]);
  });

  it.each([
    ["a missing source page", { page: 5, column: 0, index: 0 }, { page: 0, column: 0, index: 0 }],
    ["a missing source index", { page: 0, column: 0, index: 7 }, { page: 0, column: 1, index: 0 }],
    ["a missing target column", { page: 0, column: 0, index: 0 }, { page: 0, column: 4, index: 0 }],
    ["a missing target page", { page: 0, column: 0, index: 0 }, { page: 3, column: 0, index: 0 }],
    ["a negative target index", { page: 0, column: 0, index: 0 }, { page: 0, column: 1, index: -1 }],
  ])("leaves the layout unchanged for %s", (_, from, to) => {
    const layout = twoPages();
    expect(moveSection(layout, from, to)).toBe(layout);
    expect(layout).toEqual(twoPages());
  });

  it("returns the same layout when a section is dropped where it was", () => {
    const layout = twoPages();
    expect(moveSection(layout, { page: 1, column: 0, index: 1 }, { page: 1, column: 0, index: 1 })).toBe(layout);
  });

  it("moves by id and ignores unknown ids", () => {
    const layout = twoPages();
    expect(moveSectionById(layout, "awards", { page: 0, column: 1, index: 0 })[0]![1]).toEqual([
      "awards",
      "skills",
      "languages",
    ]);
    expect(moveSectionById(layout, "nothing", { page: 0, column: 1, index: 0 })).toBe(layout);
    expect(findSection(layout, "interests")).toEqual({ page: 1, column: 1, index: 0 });
    expect(findSection(layout, "nothing")).toBeNull();
  });
});

describe("pages", () => {
  it("adds an empty two-column page at the end", () => {
    const next = addPage(twoPages());
    expect(next).toHaveLength(3);
    expect(next[2]).toEqual([[], []]);
  });

  it("removes a page by merging its columns into page 1, above the signature", () => {
    const next = removePage(twoPages(), 1);
    expect(next).toEqual([
      [
        ["summary", "experience", "projects", "awards", "signature"],
        ["skills", "languages", "interests"],
      ],
    ]);
  });

  it("never removes the first page or a page that does not exist", () => {
    const layout = twoPages();
    expect(removePage(layout, 0)).toBe(layout);
    expect(removePage(layout, 2)).toBe(layout);
  });

  it("puts the columns page 1 lacks into its last column", () => {
    const next = removePage([[["summary"]], [["skills"], ["awards"]]], 1);
    expect(next).toEqual([[["summary", "skills", "awards"]]]);
  });
});

describe("resetLayout", () => {
  it("restores the default and keeps custom sections above the signature", () => {
    const ids = [...defaultLayout.flat(2), "custom.abc"];
    const layout = resetLayout(ids);
    expect(layout[0]![1]).toEqual(defaultLayout[0]![1]);
    expect(layout[0]![0]!.slice(-2)).toEqual(["custom.abc", "signature"]);
    expect(layout).toHaveLength(1);
  });

  it("ensures the signature even when it was not listed", () => {
    const layout = resetLayout(["summary", "skills"]);
    expect(layout.flat(2)).toContain("signature");
  });
});
