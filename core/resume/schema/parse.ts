import { z } from "zod";

import { createId } from "./id";
import { repairLayout } from "./layout";
import { migrateLegacySignature } from "./legacy";
import { resumeDataSchema, type ResumeData } from "./resume-data";
import { itemSectionIds } from "./sections";
import { tolerantParse } from "./tolerant";

export type StrictParseResult = z.ZodSafeParseResult<ResumeData>;

export interface TolerantParseResult {
  /** The document, loadable and repaired; unknown keys and invalid-but-readable values kept. */
  data: ResumeData;
  /**
   * Where the input breaks the strict schema (what a save would refuse, and what was replaced by
   * a default), so that nothing is changed silently. Empty for a valid document.
   */
  issues: z.core.$ZodIssue[];
}

/**
 * Validate a resume before it is written: unknown keys are refused, required fields enforced,
 * missing optional fields filled with their defaults. The error lists every failing path.
 */
export function parseResumeDataStrict(input: unknown): StrictParseResult {
  return resumeDataSchema.safeParse(input);
}

/**
 * Read a stored or older resume: missing fields get their defaults, unknown keys stay, a value of
 * the wrong type is replaced by its default only when it cannot be read as its type, item ids are
 * filled in, a legacy metadata.signature moves into the signature section and the layout is
 * repaired. Never throws.
 */
export function parseResumeDataTolerant(input: unknown): TolerantParseResult {
  const strict = resumeDataSchema.safeParse(input);
  // A document the strict schema accepts has nothing to tolerate: its parse is the same tree (a stored
  // resume almost always is, and every resume read or printed comes through here).
  const parsed = strict.success ? strict.data : tolerantParse(resumeDataSchema, input);
  return { data: repairResumeData(parsed), issues: strict.success ? [] : strict.error.issues };
}

/**
 * What a read does to a document after parsing it (ids filled in, legacy signature moved, layout
 * repaired): for data already strictly parsed, such as what a save has just written, without
 * parsing it again. `repairResumeData(strictData)` is `parseResumeDataTolerant(strictData).data`.
 */
export function repairResumeData(parsed: ResumeData): ResumeData {
  return repairLayout(migrateLegacySignature(fillMissingIds(parsed)));
}

let jsonSchema: Record<string, unknown> | undefined;

/** The resume JSON Schema served at GET /api/resume/schema: what a client may send. A fresh copy per call. */
export function resumeDataJsonSchema(): Record<string, unknown> {
  // Generating it walks the whole schema (about 20 ms); the schema never changes at run time.
  jsonSchema ??= z.toJSONSchema(resumeDataSchema, { io: "input", unrepresentable: "any" });
  return structuredClone(jsonSchema);
}

/** Failing paths in a form an API error body or a form can show: "sections.experience.items.0.company". */
export function describeResumeIssues(error: z.ZodError): { path: string; code: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    code: issue.code,
    message: issue.message,
  }));
}

/**
 * Items, custom fields and custom sections are addressed by id (drag and drop, dialogs, the
 * layout), so an id that is missing or repeated is replaced; a custom section takes its key.
 * Works in place: the parser's output is a freshly built tree.
 */
function fillMissingIds(data: ResumeData): ResumeData {
  const seen = new Set<string>();
  const ensureId = (entry: { id: string }) => {
    if (entry.id === "" || seen.has(entry.id)) entry.id = createId();
    seen.add(entry.id);
  };

  data.basics.customFields.forEach(ensureId);
  for (const sectionId of itemSectionIds) data.sections[sectionId].items.forEach(ensureId);
  for (const [key, section] of Object.entries(data.sections.custom)) {
    if (section.id === "") section.id = key;
    section.items.forEach(ensureId);
  }
  return data;
}
