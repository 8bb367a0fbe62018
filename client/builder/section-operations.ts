import { produce, type Draft } from "immer";
import {
  builtInSectionIds,
  createDefaultResumeData,
  createId,
  customSectionLayoutId,
  customSectionLayoutPrefix,
  repairLayout,
  type BuiltInSectionId,
  type CustomSection,
  type ResumeData,
} from "@/core/resume/schema";

/*
 * Edits of sections and their items, as pure functions over ResumeData (spec §4 "Resume and
 * editing"). A section is named by its layout id: a built-in key ("experience") or
 * "custom.<id>" for a custom section. Each function returns new data, or the same object when
 * nothing changed, so the builder store records exactly one undo step per real edit.
 */

/** Layout id of a section: "experience" or "custom.<id>". */
export type SectionKey = string;

/** What every item has; the rest depends on the section. */
export type SectionItemLike = { id: string; visible: boolean } & Record<string, unknown>;

type SectionLike = {
  name: string;
  icon: string;
  columns: number;
  separateLinks: boolean;
  visible: boolean;
};

type ItemSectionLike = SectionLike & { items: SectionItemLike[] };

export function isCustomSectionKey(key: SectionKey): boolean {
  return key.startsWith(customSectionLayoutPrefix);
}

export function customSectionIdOf(key: SectionKey): string {
  return key.slice(customSectionLayoutPrefix.length);
}

export function isBuiltInSectionKey(key: SectionKey): key is BuiltInSectionId {
  return (builtInSectionIds as readonly string[]).includes(key);
}

/** The section a key names, or undefined when there is none. */
export function findSection(data: ResumeData | Draft<ResumeData>, key: SectionKey): SectionLike | undefined {
  if (isCustomSectionKey(key)) return data.sections.custom[customSectionIdOf(key)];
  if (isBuiltInSectionKey(key)) return data.sections[key];
  return undefined;
}

function findItemSection(data: Draft<ResumeData>, key: SectionKey): ItemSectionLike | undefined {
  const section = findSection(data, key);
  return section && "items" in section ? (section as ItemSectionLike) : undefined;
}

/** Items of a section (empty for summary or an unknown key). */
export function sectionItems(data: ResumeData, key: SectionKey): readonly SectionItemLike[] {
  const section = findSection(data, key);
  return section && "items" in section ? (section as unknown as { items: SectionItemLike[] }).items : [];
}

/** Custom sections in layout order (page by page, column by column), then any the layout lacks. */
export function customSectionKeys(data: ResumeData): SectionKey[] {
  const inLayout = data.metadata.layout
    .flat(2)
    .filter((id) => isCustomSectionKey(id) && data.sections.custom[customSectionIdOf(id)]);
  const rest = Object.keys(data.sections.custom)
    .map(customSectionLayoutId)
    .filter((id) => !inLayout.includes(id));
  return [...new Set([...inLayout, ...rest])];
}

function removeFromLayout(draft: Draft<ResumeData>, key: SectionKey) {
  for (const page of draft.metadata.layout) {
    for (const column of page) {
      let index = column.indexOf(key);
      while (index !== -1) {
        column.splice(index, 1);
        index = column.indexOf(key);
      }
    }
  }
}

/**
 * Adds an empty custom section named `name` at the end of the first column of the last page.
 * Returns the new data and the new section's key (to scroll to it).
 */
export function addCustomSection(data: ResumeData, name: string): { data: ResumeData; key: SectionKey } {
  const id = createId();
  const key = customSectionLayoutId(id);
  const next = produce(data, (draft) => {
    const section: CustomSection = { id, name, icon: "", columns: 1, separateLinks: true, visible: true, items: [] };
    draft.sections.custom[id] = section;
    if (draft.metadata.layout.length === 0) draft.metadata.layout.push([[], []]);
    const lastPage = draft.metadata.layout[draft.metadata.layout.length - 1]!;
    if (lastPage.length === 0) lastPage.push([], []);
    lastPage[0]!.push(key);
  });
  return { data: next, key };
}

/**
 * Removes a section (spec §4): a custom section is deleted and leaves the layout; a built-in one
 * is hidden (visible false) and leaves the layout, keeping its content.
 */
export function removeSection(data: ResumeData, key: SectionKey): ResumeData {
  if (!findSection(data, key)) return data;
  return produce(data, (draft) => {
    if (isCustomSectionKey(key)) delete draft.sections.custom[customSectionIdOf(key)];
    else findSection(draft, key)!.visible = false;
    removeFromLayout(draft, key);
  });
}

const defaults = createDefaultResumeData();

/** Puts a built-in section's name, icon, columns, link style and visibility back to the defaults; items stay. */
export function resetSection(data: ResumeData, key: SectionKey): ResumeData {
  if (!isBuiltInSectionKey(key)) return data;
  const fresh = defaults.sections[key];
  const next = produce(data, (draft) => {
    const section = draft.sections[key];
    section.name = fresh.name;
    section.icon = fresh.icon;
    section.columns = fresh.columns;
    section.separateLinks = fresh.separateLinks;
    section.visible = true;
  });
  return repairLayout(next);
}

export function renameSection(data: ResumeData, key: SectionKey, name: string): ResumeData {
  const trimmed = name.trim();
  const section = findSection(data, key);
  if (!section || trimmed === "" || section.name === trimmed) return data;
  return produce(data, (draft) => {
    findSection(draft, key)!.name = trimmed;
  });
}

export function setSectionIcon(data: ResumeData, key: SectionKey, icon: string): ResumeData {
  const section = findSection(data, key);
  const value = icon.trim();
  if (!section || section.icon === value) return data;
  return produce(data, (draft) => {
    findSection(draft, key)!.icon = value;
  });
}

export function setSectionColumns(data: ResumeData, key: SectionKey, columns: number): ResumeData {
  const section = findSection(data, key);
  const value = Math.min(5, Math.max(1, Math.round(columns)));
  if (!section || section.columns === value) return data;
  return produce(data, (draft) => {
    findSection(draft, key)!.columns = value;
  });
}

export function setSeparateLinks(data: ResumeData, key: SectionKey, separateLinks: boolean): ResumeData {
  const section = findSection(data, key);
  if (!section || section.separateLinks === separateLinks) return data;
  return produce(data, (draft) => {
    findSection(draft, key)!.separateLinks = separateLinks;
  });
}

/** Shows or hides a section; showing a section that left the layout puts it back (layout repair). */
export function setSectionVisibility(data: ResumeData, key: SectionKey, visible: boolean): ResumeData {
  const section = findSection(data, key);
  if (!section) return data;
  const next =
    section.visible === visible
      ? data
      : produce(data, (draft) => {
          findSection(draft, key)!.visible = visible;
        });
  return visible ? repairLayout(next) : next;
}

export function clearSectionItems(data: ResumeData, key: SectionKey): ResumeData {
  if (sectionItems(data, key).length === 0) return data;
  return produce(data, (draft) => {
    findItemSection(draft, key)!.items = [];
  });
}

/** Adds an item at the end of the section, or right after `afterId` (where a duplicate goes). */
export function addItem(data: ResumeData, key: SectionKey, item: SectionItemLike, afterId?: string): ResumeData {
  if (!findSection(data, key) || !("items" in findSection(data, key)!)) return data;
  return produce(data, (draft) => {
    const items = findItemSection(draft, key)!.items;
    const index = afterId ? items.findIndex((existing) => existing.id === afterId) : -1;
    if (index === -1) items.push(item);
    else items.splice(index + 1, 0, item);
  });
}

/** Replaces the item with the same id. */
export function updateItem(data: ResumeData, key: SectionKey, item: SectionItemLike): ResumeData {
  const index = sectionItems(data, key).findIndex((existing) => existing.id === item.id);
  if (index === -1) return data;
  return produce(data, (draft) => {
    findItemSection(draft, key)!.items[index] = item;
  });
}

/** A copy of the item with a new id, placed right after it. */
export function duplicateItem(data: ResumeData, key: SectionKey, itemId: string): ResumeData {
  const item = sectionItems(data, key).find((existing) => existing.id === itemId);
  if (!item) return data;
  return addItem(data, key, { ...structuredClone(item), id: createId() }, itemId);
}

export function deleteItem(data: ResumeData, key: SectionKey, itemId: string): ResumeData {
  const index = sectionItems(data, key).findIndex((existing) => existing.id === itemId);
  if (index === -1) return data;
  return produce(data, (draft) => {
    findItemSection(draft, key)!.items.splice(index, 1);
  });
}

/** Moves the item `itemId` to where `overId` is (dnd-kit's arrayMove semantics). */
export function moveItem(data: ResumeData, key: SectionKey, itemId: string, overId: string): ResumeData {
  const items = sectionItems(data, key);
  const from = items.findIndex((existing) => existing.id === itemId);
  const to = items.findIndex((existing) => existing.id === overId);
  if (from === -1 || to === -1 || from === to) return data;
  return produce(data, (draft) => {
    const list = findItemSection(draft, key)!.items;
    const [moved] = list.splice(from, 1);
    list.splice(to, 0, moved!);
  });
}

export function toggleItemVisibility(data: ResumeData, key: SectionKey, itemId: string): ResumeData {
  const index = sectionItems(data, key).findIndex((existing) => existing.id === itemId);
  if (index === -1) return data;
  return produce(data, (draft) => {
    const item = findItemSection(draft, key)!.items[index]!;
    item.visible = !item.visible;
  });
}

/** Capitalises the first letter of every word ("jane van doe" → "Jane Van Doe"), keeping the rest. */
export function capitalizeWords(text: string): string {
  return text.replace(/(^|\s)(\S)/gu, (_match, space: string, letter: string) => space + letter.toLocaleUpperCase());
}

/** Sets the signature text (capitalised per word) on the first signature item, creating it if needed. */
export function setSignatureText(data: ResumeData, text: string): ResumeData {
  const content = capitalizeWords(text);
  const first = data.sections.signature.items[0];
  if (first && first.content === content) return data;
  if (!first && content === "") return data;
  return produce(data, (draft) => {
    const items = draft.sections.signature.items;
    if (items[0]) items[0].content = content;
    else items.push({ id: createId(), visible: true, content, image: "", date: "" });
  });
}

export function setSummaryContent(data: ResumeData, content: string): ResumeData {
  if (data.sections.summary.content === content) return data;
  return produce(data, (draft) => {
    draft.sections.summary.content = content;
  });
}
