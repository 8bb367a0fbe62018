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
