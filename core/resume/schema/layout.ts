import type { Layout } from "./metadata";
import type { ResumeData } from "./resume-data";
import { builtInSectionIds, type Sections } from "./sections";

/** Reactive Resume's convention: a custom section appears in the layout as custom.<id>. */
export const customSectionLayoutPrefix = "custom.";

export function customSectionLayoutId(sectionId: string): string {
  return `${customSectionLayoutPrefix}${sectionId}`;
}

/** Every id the layout may hold for these sections: built-in keys, then custom.<id> per custom section. */
export function sectionLayoutIds(sections: Pick<Sections, "custom">): string[] {
  return [...builtInSectionIds, ...Object.keys(sections.custom).map(customSectionLayoutId)];
}

/**
 * Make the layout name every section exactly once, so that each section has a place and the
 * renderer meets no unknown id:
 * - ids with no section, and repeats, are removed;
 * - hobbies, if missing, goes right after interests (or at the end of page 1's sidebar);
 * - any other missing section is appended to page 1's main column, above the signature when the
 *   signature ends that column, which is where a missing signature goes.
 * Pure: returns new data when something changed, the same object otherwise.
 */
export function repairLayout(data: ResumeData): ResumeData {
  const layout = repairLayoutIds(data.metadata.layout, sectionLayoutIds(data.sections));
  if (sameLayout(layout, data.metadata.layout)) return data;
  return { ...data, metadata: { ...data.metadata, layout } };
}

/** The repair of `repairLayout`, on a bare layout and the ids of the sections that exist. */
export function repairLayoutIds(layout: Layout, sectionIds: readonly string[]): Layout {
  const known = new Set(sectionIds);
  const placed = new Set<string>();
  const pages: Layout = layout.map((page) =>
    page.map((column) =>
      column.filter((id) => {
        if (!known.has(id) || placed.has(id)) return false;
        placed.add(id);
        return true;
      }),
    ),
  );

  if (pages.length === 0) pages.push([[], []]);
  const firstPage = pages[0]!;
  if (firstPage.length === 0) firstPage.push([], []);
  const main = firstPage[0]!;
  const sidebar = firstPage[1] ?? main;

  if (known.has("hobbies") && !placed.has("hobbies")) {
    const column = pages.flat().find((ids) => ids.includes("interests"));
    if (column) column.splice(column.indexOf("interests") + 1, 0, "hobbies");
    else sidebar.push("hobbies");
    placed.add("hobbies");
  }

  for (const id of sectionIds) {
    if (placed.has(id) || id === "signature") continue;
    const endsWithSignature = main.at(-1) === "signature";
    main.splice(endsWithSignature ? main.length - 1 : main.length, 0, id);
    placed.add(id);
  }

  if (known.has("signature") && !placed.has("signature")) main.push("signature");

  return pages;
}

function sameLayout(a: Layout, b: Layout): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
