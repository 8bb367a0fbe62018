import "server-only";
import JSZip from "jszip";
import { importError } from "./import-error";
import { importLimits } from "./limits";

const symlinkMode = 0o120000;
const fileTypeMask = 0o170000;

/**
 * The text of the entries of a zip that `wanted` accepts, keyed by their path, read in memory only.
 * Refused: more entries than the cap, an entry whose name climbs out (`..`), is absolute or is a
 * symbolic link, and more decompressed bytes than the cap, counted while inflating (a zip's
 * declared sizes are not trusted).
 */
export async function readZipEntries(
  bytes: Uint8Array,
  wanted: (path: string) => boolean,
): Promise<Map<string, string>> {
  if (bytes.byteLength > importLimits.maxFileBytes) throw importError("fileTooLarge");
  let zip: JSZip;
  try {
    // checkCRC32 would inflate every entry in full before any cap could apply: only wanted entries are read.
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false, createFolders: false });
  } catch {
    throw importError("notAZip");
  }
  const entries = Object.values(zip.files);
  if (entries.length > importLimits.maxZipEntries) throw importError("tooManyZipEntries");
  for (const entry of entries) {
    // JSZip rewrites "../a" to "a" and keeps what the archive said in unsafeOriginalName.
    const name = entry.unsafeOriginalName ?? entry.name;
    if (isUnsafeName(name) || isSymlink(entry)) throw importError("unsafeZipEntry", name);
  }

  const texts = new Map<string, string>();
  let budget = importLimits.maxZipUncompressedBytes;
  for (const entry of entries) {
    if (entry.dir || !wanted(entry.name)) continue;
    const content = await inflateCapped(entry, budget);
    budget -= content.byteLength;
    texts.set(entry.name, new TextDecoder("utf-8").decode(content));
  }
  return texts;
}

function isUnsafeName(name: string): boolean {
  const normalised = name.replace(/\\/g, "/");
  return normalised.startsWith("/") || /^[a-zA-Z]:/.test(normalised) || normalised.split("/").includes("..");
}

function isSymlink(entry: JSZip.JSZipObject): boolean {
  const mode = entry.unixPermissions;
  return typeof mode === "number" && (mode & fileTypeMask) === symlinkMode;
}

type ZipStream = {
  on(event: "data", listener: (chunk: Uint8Array) => void): ZipStream;
  on(event: "error", listener: (error: Error) => void): ZipStream;
  on(event: "end", listener: () => void): ZipStream;
  pause(): ZipStream;
  resume(): ZipStream;
};

/** Inflates one entry chunk by chunk and stops as soon as it passes `maxBytes`. */
function inflateCapped(entry: JSZip.JSZipObject, maxBytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    // internalStream is JSZip's public streaming reader; its typings only declare nodeStream.
    const stream = (entry as unknown as { internalStream(type: "uint8array"): ZipStream }).internalStream("uint8array");
    stream
      .on("data", (chunk: Uint8Array) => {
        size += chunk.byteLength;
        if (size > maxBytes) {
          stream.pause();
          reject(importError("zipTooLarge", entry.name));
          return;
        }
        chunks.push(chunk);
      })
      .on("error", () => reject(importError("notAZip", entry.name)))
      .on("end", () => resolve(Buffer.concat(chunks)))
      .resume();
  });
}
