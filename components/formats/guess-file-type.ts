import { guessImportType } from "@/core/formats/guess-import-type";
import type { ImportType } from "@/core/formats/import-types";

/**
 * The type of a chosen file when the user did not pick one, read in the browser with the server's
 * own guess (core/formats): the first bytes tell a zip, the fields of its JSON tell the JSON formats.
 * Undefined when unsure (the dialog then asks for the type).
 */
export async function guessFileType(file: File): Promise<ImportType | undefined> {
  const bytes = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const byBytes = guessImportType({ bytes });
  if (byBytes) return byBytes;
  let json: unknown;
  try {
    json = JSON.parse((await file.text()).replace(/^\uFEFF/, ""));
  } catch {
    return undefined;
  }
  return guessImportType({ json });
}
