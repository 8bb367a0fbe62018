import "server-only";
import { importMaxFileBytes } from "@/core/formats/import-types";
/** Caps on what an import may read: far above any real resume, far below what hurts the server. */
export const importLimits = {
  /** An uploaded file or a JSON body. A resume JSON is tens of kilobytes; a LinkedIn export a few hundred. */
  maxFileBytes: importMaxFileBytes,
  /** Nesting of a JSON document: a resume needs about 8 levels. */
  maxJsonDepth: 64,
  /** Entries of a zip (a LinkedIn export holds about 60 files). */
  maxZipEntries: 500,
  /** Bytes decompressed from a zip in all, counted while inflating, not taken from its headers. */
  maxZipUncompressedBytes: 20 * 1024 * 1024,
} as const;
