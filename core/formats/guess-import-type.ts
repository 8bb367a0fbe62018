import type { ImportType } from "./import-types";

const zipSignature = [0x50, 0x4b, 0x03, 0x04];
const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The import type a file most likely is, for a dialog whose user did not choose one: a zip is a
 * LinkedIn export, a file starting with %PDF- a PDF resume; JSON is told apart by the fields only one format has. Undefined when unsure.
 * Pure: the import dialog runs it in the browser, the server's lib/formats re-exports it.
 */
export function guessImportType(file: { bytes: Uint8Array } | { json: unknown }): ImportType | undefined {
  if ("bytes" in file) {
    if (zipSignature.every((byte, index) => file.bytes[index] === byte)) return "linkedin";
    if (pdfSignature.every((byte, index) => file.bytes[index] === byte)) return "pdf";
    return undefined;
  }
  const json = file.json;
  if (!isRecord(json)) return undefined;
  const sections = isRecord(json.sections) ? json.sections : undefined;
  if (sections && isRecord(json.metadata) && isRecord(sections.experience)) return "own";
  if (sections && (isRecord(sections.work) || (isRecord(json.metadata) && isRecord(json.metadata.colors))))
    return "reactive-resume-v3";
  if (Array.isArray(json.work) || Array.isArray(json.education) || Array.isArray(json.skills) || isRecord(json.basics))
    return "json-resume";
  return undefined;
}
