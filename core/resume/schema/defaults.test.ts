import { describe, expect, it } from "vitest";

import { createDefaultResumeData, createSectionItem, defaultResumeData } from "./defaults";
import { sectionLayoutIds } from "./layout";
import { builtInSectionIds } from "./sections";

describe("defaultResumeData", () => {
  const { metadata, basics, sections } = defaultResumeData;

  it("uses the stored defaults settled in DECISIONS.md and spec §9", () => {
    expect(metadata.template).toBe("leafish");
    expect(metadata.page.margin).toBe(40);
    expect(metadata.typography.font.size).toBe(14.5);
    expect(metadata.typography.lineHeight).toBe(1.75);
    expect(metadata.typography.headerFontSize).toBe(22);
    expect(metadata.page.options.pageNumbers).toBe(true);
    expect(metadata.typography.underlineLinks).toBe(true);
    expect(metadata.theme.background).toBe("#ffffff");
    expect(metadata.theme.text).toBe("#000000");
    expect(metadata.theme.isFree).toBe("YES");
    expect(metadata.locale).toBe("en-US");
    expect(metadata.page.format).toBe("a4");
    expect(metadata.sharing.discourageCopying).toBe(false);
    expect(basics.picture.size).toBe(64);
    expect(basics.picture.aspectRatio).toBe(1);
    expect(basics.picture.borderRadius).toBe(0);
  });

  it("has every built-in section, empty, visible, in one column", () => {
    expect(Object.keys(sections).sort()).toEqual([...builtInSectionIds, "custom"].sort());
    for (const id of builtInSectionIds) {
      expect(sections[id]).toMatchObject({ id, columns: 1, visible: true, separateLinks: true, icon: "" });
    }
    expect(sections.summary.content).toBe("");
    expect(sections.custom).toEqual({});
  });

  it("lays out every section exactly once on one two-column page", () => {
    expect(metadata.layout).toHaveLength(1);
    expect(metadata.layout[0]).toHaveLength(2);
    expect(metadata.layout.flat(2).sort()).toEqual(sectionLayoutIds(sections).sort());
    expect(metadata.layout[0]![0]!.at(-1)).toBe("signature");
    const sidebar = metadata.layout[0]![1]!;
    expect(sidebar.indexOf("hobbies")).toBe(sidebar.indexOf("interests") + 1);
  });

  it("lists the built-in sections in the builder's desktop order", () => {
    expect(builtInSectionIds).toEqual([
      ...["summary", "profiles", "experience", "education", "skills", "languages", "awards", "certifications"],
      ...["interests", "projects", "publications", "volunteer", "references", "hobbies", "signature"],
    ]);
  });

  it("gives each caller its own copy", () => {
    const copy = createDefaultResumeData();
    copy.metadata.layout[0]![0]!.push("custom.x");
    copy.sections.skills.items.push(createSectionItem("skills"));
    expect(createDefaultResumeData()).toEqual(defaultResumeData);
    expect(defaultResumeData.metadata.layout[0]![0]).not.toContain("custom.x");
  });
});

describe("createSectionItem", () => {
  it("creates an empty visible item with a fresh id and the field defaults", () => {
    const first = createSectionItem("hobbies");
    const second = createSectionItem("hobbies");
    expect(first).toMatchObject({ visible: true, name: "", icon: "Tennis", description: "" });
    expect(first.id).not.toBe(second.id);
    expect(createSectionItem("languages").level).toBe(1);
    expect(createSectionItem("experience").url).toEqual({ label: "", href: "" });
    expect(createSectionItem("custom").keywords).toEqual([]);
  });
});
