import "server-only";
import { z } from "zod";
import { importTypes } from "@/core/formats/import-types";
import type { ResumeData } from "@/core/resume/schema";
import { fromJsonResume } from "./from-json-resume";
import { fromLinkedInZip } from "./from-linkedin";
import { fromPdf, type PdfRefiner } from "./from-pdf";
import { importError } from "./import-error";
import { fromReactiveResumeV3 } from "./from-reactive-resume-v3";
import { readImportJson } from "./read-json";

// The list of types is shared with the import dialog: core/formats/import-types.ts.
export { importTypes };
export const importTypeSchema = z.enum(importTypes);
export type ImportType = z.infer<typeof importTypeSchema>;

/** What an import reads: a JSON value already parsed (safely) or a file's bytes. */
export type ImportSource = { json: unknown } | { bytes: Uint8Array };

/**
 * A file of any supported type as resume data, not yet validated: own JSON passes through, the
 * other formats are converted. Validation and sanitising happen once, in importResume.
 */
export async function convertImport(
  type: ImportType,
  source: ImportSource,
  options: { otherDetailsName?: string; refinePdf?: (bytes: Uint8Array) => PdfRefiner } = {},
): Promise<unknown> {
  if (type === "linkedin") return fromLinkedInZip("bytes" in source ? source.bytes : new Uint8Array());
  // A PDF comes as a file (multipart) only: it has no JSON form.
  if (type === "pdf") {
    if (!("bytes" in source)) throw importError("missingFile");
    return fromPdf(source.bytes, { refine: options.refinePdf?.(source.bytes) });
  }
  const json = "json" in source ? source.json : readImportJson(source.bytes);
  if (type === "json-resume") return fromJsonResume(json, options);
  if (type === "reactive-resume-v3") return fromReactiveResumeV3(json);
  return json;
}

/** Sections with items and how many each holds: the summary an import shows before it creates. */
export function summariseImport(data: ResumeData): { name: string; sections: Record<string, number> } {
  const { summary, custom, ...withItems } = data.sections;
  const sections: Record<string, number> = {};
  if (summary.content.trim() !== "") sections.summary = 1;
  for (const [id, section] of Object.entries(withItems))
    if (section.items.length > 0) sections[id] = section.items.length;
  for (const section of Object.values(custom))
    if (section.items.length > 0) sections[`custom.${section.name}`] = section.items.length;
  return { name: data.basics.name, sections };
}
