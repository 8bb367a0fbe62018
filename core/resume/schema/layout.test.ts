import { describe, expect, it } from "vitest";

import { createDefaultResumeData } from "./defaults";
import { customSectionLayoutId, repairLayout, repairLayoutIds, sectionLayoutIds } from "./layout";
import type { ResumeData } from "./resume-data";

function withLayout(layout: string[][][], change?: (data: ResumeData) => void): ResumeData {
  const data = createDefaultResumeData();
  data.metadata.layout = layout;
  change?.(data);
  return data;
}

const allButSignatureAndHobbies = sectionLayoutIds(createDefaultResumeData().sections).filter(
  (id) => id !== "signature" && id !== "hobbies",
);

describe("repairLayout", () => {
  it("returns the same object when the layout is already complete", () => {
    const data = createDefaultResumeData();
    expect(repairLayout(data)).toBe(data);
  });

  it("appends a missing signature to the end of page 1's main column", () => {
    const main = allButSignatureAndHobbies.filter((id) => id !== "interests");
    const { metadata } = repairLayout(withLayout([[main, ["interests", "hobbies"]]]));
    expect(metadata.layout[0]![0]!.at(-1)).toBe("signature");
    expect(metadata.layout[0]![1]).toEqual(["interests", "hobbies"]);
  });

  it("places a missing hobbies right after interests, wherever interests is", () => {
    const main = allButSignatureAndHobbies.filter((id) => id !== "interests" && id !== "awards");
    const { metadata } = repairLayout(
      withLayout([
        [[...main, "signature"], []],
        [["interests", "awards"], []],
      ]),
    );
    expect(metadata.layout[1]![0]).toEqual(["interests", "hobbies", "awards"]);
  });

  it("puts hobbies at the end of the sidebar when interests is not laid out either", () => {
    const { metadata } = repairLayout(withLayout([[["summary"], ["skills"]]]));
    expect(metadata.layout[0]![1]).toEqual(["skills", "hobbies"]);
    expect(metadata.layout[0]![0]![0]).toBe("summary");
    expect(metadata.layout[0]![0]).toContain("interests");
  });

  it("removes ids that have no section, and repeats", () => {
    const { metadata } = repairLayout(
      withLayout([
        [
          ["summary", "presentations", "summary", "custom.gone"],
          ["skills", "summary"],
        ],
      ]),
    );
    const ids = metadata.layout.flat(2);
    expect(ids).not.toContain("presentations");
    expect(ids).not.toContain("custom.gone");
    expect(ids.filter((id) => id === "summary")).toHaveLength(1);
  });

  it("appends missing sections, custom ones included, to page 1's main column above the signature", () => {
    const data = withLayout([[["summary", "signature"], ["skills"]]], (draft) => {
      draft.sections.custom.talks = {
        id: "talks",
        name: "Talks",
        icon: "",
        columns: 1,
        separateLinks: true,
        visible: true,
        items: [],
      };
    });
    const { metadata } = repairLayout(data);
    const main = metadata.layout[0]![0]!;
    expect(main[0]).toBe("summary");
    expect(main.at(-1)).toBe("signature");
    expect(main).toContain("experience");
    expect(main.at(-2)).toBe(customSectionLayoutId("talks"));
    expect(metadata.layout.flat(2).sort()).toEqual(sectionLayoutIds(data.sections).sort());
  });

  it("builds a page when the layout is empty, and leaves later pages alone", () => {
    expect(repairLayout(withLayout([])).metadata.layout.flat(2).sort()).toEqual(
      sectionLayoutIds(createDefaultResumeData().sections).sort(),
    );
    const repaired = repairLayout(
      withLayout([
        [[], []],
        [["skills"], []],
      ]),
    );
    expect(repaired.metadata.layout[1]).toEqual([["skills"], []]);
  });

  it("does not mutate its input", () => {
    const data = withLayout([[["summary", "ghost"], []]]);
    repairLayout(data);
    expect(data.metadata.layout).toEqual([[["summary", "ghost"], []]]);
  });

  it("repairs a bare layout against a list of section ids", () => {
    expect(repairLayoutIds([[["a", "x"], ["b"]]], ["a", "b", "c"])).toEqual([[["a", "c"], ["b"]]]);
  });
});
