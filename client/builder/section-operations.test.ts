import { describe, expect, it } from "vitest";

import {
  createDefaultResumeData,
  createSectionItem,
  customSectionLayoutId,
  type ResumeData,
} from "@/core/resume/schema";
import {
  addCustomSection,
  addItem,
  capitalizeWords,
  clearSectionItems,
  customSectionKeys,
  deleteItem,
  duplicateItem,
  moveItem,
  removeSection,
  renameSection,
  resetSection,
  sectionItems,
  setSectionColumns,
  setSectionIcon,
  setSectionVisibility,
  setSeparateLinks,
  setSignatureText,
  toggleItemVisibility,
  updateItem,
} from "./section-operations";

function withExperience(...companies: string[]): ResumeData {
  const data = createDefaultResumeData();
  data.sections.experience.items = companies.map((company) => ({ ...createSectionItem("experience"), company }));
  return data;
}

const companies = (data: ResumeData) => data.sections.experience.items.map((item) => item.company);

describe("custom sections", () => {
  it("adds a custom section at the end of the first column of the last page", () => {
    const data = createDefaultResumeData();
    data.metadata.layout.push([["education"], ["skills"]]);
    const { data: next, key } = addCustomSection(data, "Custom Section");
    const id = key.slice("custom.".length);
    expect(next.sections.custom[id]).toMatchObject({
      id,
      name: "Custom Section",
      items: [],
      visible: true,
      columns: 1,
    });
    expect(next.metadata.layout[1]![0]).toEqual(["education", key]);
    expect(next.metadata.layout[0]).toEqual(data.metadata.layout[0]);
    expect(data.sections.custom).toEqual({});
  });

  it("deletes a removed custom section and takes it out of the layout", () => {
    const { data, key } = addCustomSection(createDefaultResumeData(), "Extra");
    const next = removeSection(data, key);
    expect(next.sections.custom).toEqual({});
    expect(next.metadata.layout.flat(2)).not.toContain(key);
  });

  it("lists custom sections in layout order", () => {
    const first = addCustomSection(createDefaultResumeData(), "A");
    const second = addCustomSection(first.data, "B");
    const swapped = structuredClone(second.data);
    swapped.metadata.layout[0]![0] = swapped.metadata.layout[0]![0]!.filter((id) => !id.startsWith("custom."));
    swapped.metadata.layout[0]![1]!.push(second.key, first.key);
    expect(customSectionKeys(swapped)).toEqual([second.key, first.key]);
  });
});

describe("built-in sections", () => {
  it("hides a removed built-in section, keeps its items, and takes it out of the layout", () => {
    const data = withExperience("Acme");
    const next = removeSection(data, "experience");
    expect(next.sections.experience.visible).toBe(false);
    expect(companies(next)).toEqual(["Acme"]);
    expect(next.metadata.layout.flat(2)).not.toContain("experience");
  });

  it("showing a section that left the layout puts it back", () => {
    const hidden = removeSection(createDefaultResumeData(), "awards");
    const shown = setSectionVisibility(hidden, "awards", true);
    expect(shown.sections.awards.visible).toBe(true);
    expect(shown.metadata.layout.flat(2)).toContain("awards");
  });

  it("resets name, icon, columns and links to the defaults, keeping items", () => {
    let data = withExperience("Acme");
    data = renameSection(data, "experience", "Work");
    data = setSectionIcon(data, "experience", "rocket");
    data = setSectionColumns(data, "experience", 3);
    data = setSeparateLinks(data, "experience", false);
    expect(data.sections.experience).toMatchObject({ name: "Work", icon: "rocket", columns: 3, separateLinks: false });
    const reset = resetSection(data, "experience");
    expect(reset.sections.experience).toMatchObject({
      name: "Experience",
      icon: "",
      columns: 1,
      separateLinks: true,
      visible: true,
    });
    expect(companies(reset)).toEqual(["Acme"]);
  });

  it("clamps columns to 1-5 and ignores a blank rename", () => {
    const data = createDefaultResumeData();
    expect(setSectionColumns(data, "skills", 9).sections.skills.columns).toBe(5);
    expect(setSectionColumns(data, "skills", 0).sections.skills.columns).toBe(1);
    expect(renameSection(data, "skills", "   ")).toBe(data);
  });

  it("returns the same object when nothing changes", () => {
    const data = createDefaultResumeData();
    expect(setSectionVisibility(data, "skills", true)).toBe(data);
    expect(clearSectionItems(data, "skills")).toBe(data);
    expect(removeSection(data, "custom.missing")).toBe(data);
  });
});

describe("items", () => {
  it("adds, updates and deletes items", () => {
    const data = withExperience("Acme");
    const item = { ...createSectionItem("experience"), company: "Globex" };
    const added = addItem(data, "experience", item);
    expect(companies(added)).toEqual(["Acme", "Globex"]);
    const updated = updateItem(added, "experience", { ...item, company: "Initech" });
    expect(companies(updated)).toEqual(["Acme", "Initech"]);
    expect(companies(deleteItem(updated, "experience", item.id))).toEqual(["Acme"]);
  });

  it("duplicates an item right after the original, with a new id", () => {
    const data = withExperience("Acme", "Globex");
    const original = data.sections.experience.items[0]!;
    const next = duplicateItem(data, "experience", original.id);
    expect(companies(next)).toEqual(["Acme", "Acme", "Globex"]);
    expect(next.sections.experience.items[1]!.id).not.toBe(original.id);
  });

  it("moves an item to the position of another", () => {
    const data = withExperience("A", "B", "C");
    const [a, , c] = data.sections.experience.items;
    expect(companies(moveItem(data, "experience", a!.id, c!.id))).toEqual(["B", "C", "A"]);
    expect(companies(moveItem(data, "experience", c!.id, a!.id))).toEqual(["C", "A", "B"]);
  });

  it("toggles an item's visibility", () => {
    const data = withExperience("Acme");
    const id = data.sections.experience.items[0]!.id;
    const hidden = toggleItemVisibility(data, "experience", id);
    expect(hidden.sections.experience.items[0]!.visible).toBe(false);
    expect(toggleItemVisibility(hidden, "experience", id).sections.experience.items[0]!.visible).toBe(true);
  });

  it("edits the items of a custom section and clears them", () => {
    const { data, key } = addCustomSection(createDefaultResumeData(), "Talks");
    const item = { ...createSectionItem("custom"), name: "JSConf" };
    const added = addItem(data, key, item);
    expect(sectionItems(added, key).map((entry) => entry.name)).toEqual(["JSConf"]);
    expect(sectionItems(clearSectionItems(added, key), key)).toEqual([]);
    expect(key).toBe(customSectionLayoutId(Object.keys(added.sections.custom)[0]!));
  });
});

describe("signature", () => {
  it("capitalises each word", () => {
    expect(capitalizeWords("jane van  doe")).toBe("Jane Van  Doe");
    expect(capitalizeWords("élodie o'neil")).toBe("Élodie O'neil");
  });

  it("creates the first signature item when needed and updates it afterwards", () => {
    const data = createDefaultResumeData();
    const signed = setSignatureText(data, "ada lovelace");
    expect(signed.sections.signature.items).toHaveLength(1);
    expect(signed.sections.signature.items[0]!.content).toBe("Ada Lovelace");
    const changed = setSignatureText(signed, "ada king");
    expect(changed.sections.signature.items).toHaveLength(1);
    expect(changed.sections.signature.items[0]!.content).toBe("Ada King");
    expect(setSignatureText(data, "")).toBe(data);
  });
});
