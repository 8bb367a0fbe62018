import "server-only";
import { createId, customSectionLayoutId, type CustomSection, type ResumeData } from "@/core/resume/schema";

type ImportedSection = Pick<CustomSection, "name" | "items"> & Partial<Pick<CustomSection, "columns" | "visible">>;

/**
 * Adds a section an importer found no built-in place for as a custom section (one column, visible
 * unless told), at the end of the first page's main column.
 */
export function addCustomSection(data: ResumeData, section: ImportedSection): void {
  const id = createId();
  const { name, items, columns = 1, visible = true } = section;
  data.sections.custom[id] = { id, name, icon: "", columns, separateLinks: true, visible, items };
  data.metadata.layout[0]?.[0]?.push(customSectionLayoutId(id));
}
