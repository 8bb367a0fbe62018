import "server-only";
// What every storage backend offers. Keys are relative, slash-separated paths such as
// "pictures/<userId>/<id>.webp"; `storageKeySchema` is the one rule for what a key may look like, so
// a key can be put in a URL and on a file system without escaping or traversal.

import { z } from "zod";

export type StoredFile = { body: Buffer; contentType: string; size: number; lastModified: Date };

export interface Storage {
  /** Writes (or replaces) the file at `key`; answers the address the browser loads it from. */
  put(key: string, body: Buffer, contentType: string): Promise<{ url: string }>;
  /** The file at `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file at `key`; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (a folder such as "pictures/<userId>/"), in no order. */
  list(prefix: string): Promise<StoredKey[]>;
}

export type StoredKey = { key: string; lastModified: Date };

const segment = z
  .string()
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/)
  .refine((value) => value !== "." && value !== "..");

/** 1 to 4 segments of letters, digits, dot, dash and underscore; no segment starts with a dot. */
export const storageKeySchema = z
  .string()
  .max(400)
  .refine((key) => {
    const segments = key.split("/");
    return segments.length >= 1 && segments.length <= 4 && segments.every((part) => segment.safeParse(part).success);
  }, "Invalid storage key");

export function isStorageKey(value: string): boolean {
  return storageKeySchema.safeParse(value).success;
}

/**
 * Folders of storage that /uploads never serves: resume thumbnails are read only through their owner-checked
 * route (lib/thumbnails). A picture address in a resume cannot name them either (lib/pdf/print-assets.ts).
 */
const privateFolders = ["thumbnails/"];

/** A valid key that /uploads may serve to anyone who has its address. */
export function isPublicUploadKey(key: string): boolean {
  return isStorageKey(key) && !privateFolders.some((folder) => key.startsWith(folder));
}

/** Uploaded files are served by app/uploads/[...path] under this prefix (lib/pdf/print-assets.ts reads the same). */
export const uploadsPathPrefix = "/uploads/";

export function uploadUrl(key: string): string {
  return `${uploadsPathPrefix}${key}`;
}
