import { defaultLayout, repairLayoutIds, type Layout } from "@/core/resume/schema";

/*
 * The layout editor's operations on metadata.layout (pages → columns → section ids), spec §4.
 * Pure: each returns a new layout, or the very same one when the operation does not apply, so that
 * a refused move never becomes an undo step.
 */

/** Where a section sits: page, column (0 main, 1 sidebar) and index within the column. */
export type LayoutPosition = { page: number; column: number; index: number };

export function findSection(layout: Layout, sectionId: string): LayoutPosition | null {
  for (const [page, columns] of layout.entries()) {
    for (const [column, ids] of columns.entries()) {
      const index = ids.indexOf(sectionId);
      if (index !== -1) return { page, column, index };
    }
  }
  return null;
}

function cloneLayout(layout: Layout): Layout {
  return layout.map((page) => page.map((column) => [...column]));
}

/**
 * Moves the section at `from` to `to`. `to.index` is the index the section ends up at in the target
 * column (after it left its old place), clamped to the column's end. A position that names no
 * section, or a column that does not exist, leaves the layout unchanged.
 */
export function moveSection(layout: Layout, from: LayoutPosition, to: LayoutPosition): Layout {
  const source = layout[from.page]?.[from.column];
  const target = layout[to.page]?.[to.column];
  if (!source || !target || !Number.isInteger(to.index) || to.index < 0) return layout;
  const sectionId = source[from.index];
  if (sectionId === undefined) return layout;

  const next = cloneLayout(layout);
  next[from.page]![from.column]!.splice(from.index, 1);
  const column = next[to.page]![to.column]!;
  column.splice(Math.min(to.index, column.length), 0, sectionId);
  return sameLayout(next, layout) ? layout : next;
}

/** Moves a section, named by its id, to a position; unchanged when the id is not in the layout. */
export function moveSectionById(layout: Layout, sectionId: string, to: LayoutPosition): Layout {
  const from = findSection(layout, sectionId);
  return from ? moveSection(layout, from, to) : layout;
}

/** Appends an empty two-column page. */
export function addPage(layout: Layout): Layout {
  return [...cloneLayout(layout), [[], []]];
}

/**
 * Removes a page other than the first; its sections join page 1, column by column (a column page 1
 * lacks goes to its last column), above the signature when the signature ends that column.
 */
export function removePage(layout: Layout, pageIndex: number): Layout {
  if (pageIndex <= 0 || pageIndex >= layout.length) return layout;
  const next = cloneLayout(layout);
  const [removed] = next.splice(pageIndex, 1);
  const firstPage = next[0]!;
  if (firstPage.length === 0) firstPage.push([], []);
  for (const [columnIndex, ids] of (removed ?? []).entries()) {
    const column = firstPage[Math.min(columnIndex, firstPage.length - 1)]!;
    const at = column.at(-1) === "signature" ? column.length - 1 : column.length;
    column.splice(at, 0, ...ids);
  }
  return next;
}

/**
 * The default layout again, keeping every section that exists: custom sections (custom.<id>) join
 * page 1's main column above the signature, and the signature is always placed.
 */
export function resetLayout(sectionIds: readonly string[]): Layout {
  return repairLayoutIds(cloneLayout(defaultLayout), [...sectionIds, "signature"]);
}

function sameLayout(a: Layout, b: Layout): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
