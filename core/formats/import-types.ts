// The file types the import reads, in the order the import dialog offers them. The one list: the
// server's request schema (lib/formats/convert-import.ts) and the dialog both take it from here, so a
// new type is one entry below (plus its converter on the server and its name in messages/importDialog).

export const importTypes = ["own", "reactive-resume-v3", "json-resume", "linkedin", "pdf"] as const;
export type ImportType = (typeof importTypes)[number];

/** What the file picker accepts for each type (spec §5: .json for the JSON types, .zip for the zip, .pdf for a PDF resume). */
export const importTypeAccept: Record<ImportType, string> = {
  own: ".json,application/json",
  "reactive-resume-v3": ".json,application/json",
  "json-resume": ".json,application/json",
  linkedin: ".zip,application/zip",
  pdf: ".pdf,application/pdf",
};

/** An uploaded file's cap (the server refuses larger ones with fileTooLarge before reading them). */
export const importMaxFileBytes = 5 * 1024 * 1024;

export function isImportType(value: unknown): value is ImportType {
  return typeof value === "string" && (importTypes as readonly string[]).includes(value);
}
