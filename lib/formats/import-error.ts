import "server-only";
import { AppError } from "@/core/errors";

/**
 * Why a file could not be imported. The client shows messages `importErrors.<reason>`; `place`
 * names where in the file the problem is (a JSON path, a zip entry, a CSV row), when there is one.
 */
export const importErrorReasons = [
  "missingFile",
  "fileTooLarge",
  "malformedJson",
  "tooDeep",
  "forbiddenKey",
  "notAnObject",
  "notAZip",
  "noFilesInZip",
  "tooManyZipEntries",
  "zipTooLarge",
  "unsafeZipEntry",
  "invalidDate",
  "unreadableCsv",
  // PDF import (lib/formats/from-pdf.ts)
  "notAPdf",
  "unreadablePdf",
  "pdfEncrypted",
  "pdfTooManyPages",
  "pdfTimeout",
  "pdfNoText",
] as const;
export type ImportErrorReason = (typeof importErrorReasons)[number];

export function importError(reason: ImportErrorReason, place?: string): AppError {
  return new AppError("ImportFailed", {
    message: reason,
    details: place === undefined ? { reason } : { reason, place },
  });
}
