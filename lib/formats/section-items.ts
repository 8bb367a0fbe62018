import "server-only";
import { createSectionItem, type ItemSectionId, type ResumeData, type SectionItemOf } from "@/core/resume/schema";

/*
 * What the importers share: a section's items read from the format's own entries, field by field,
 * each item starting as the section's empty item (so a field a format lacks keeps its default).
 */

type SectionWithItems = ItemSectionId | "custom";

/** How each field of a section's item is read from one entry of the format; fields left out keep their default. */
export type ItemFields<Id extends SectionWithItems, Entry> = {
  [Field in keyof SectionItemOf<Id>]?: (entry: Entry) => SectionItemOf<Id>[Field];
};

/** One new item (with its own id) of section `id` for each entry, with the fields `fields` reads from it. */
export function readItems<Id extends SectionWithItems, Entry>(
  id: Id,
  entries: readonly Entry[],
  fields: ItemFields<Id, Entry>,
): SectionItemOf<Id>[] {
  const readers: [string, (entry: Entry) => unknown][] = Object.entries(fields);
  return entries.map((entry) =>
    Object.assign(createSectionItem(id), Object.fromEntries(readers.map(([field, read]) => [field, read(entry)]))),
  );
}

/** The built-in sections of `data`, each typed with its own items, for code that works on any one of them. */
export function itemSections(data: ResumeData): {
  [Id in ItemSectionId]: { name: string; items: SectionItemOf<Id>[] };
} {
  return data.sections;
}

/** Fills each built-in section `table` names: one item per entry `entriesOf` gives, read as the table says. */
export function readSections<Id extends ItemSectionId, Entry>(
  data: ResumeData,
  table: { [Section in Id]: ItemFields<Section, Entry> },
  entriesOf: (id: Id) => readonly Entry[],
): void {
  const sections = itemSections(data);
  const fill = <Section extends Id>(id: Section) => {
    sections[id].items = readItems(id, entriesOf(id), table[id]);
  };
  for (const id of Object.keys(table) as Id[]) fill(id);
}
