import "server-only";
import { config } from "@/lib/config";
import { createLocalDiskStorage } from "./local-disk-storage";
import type { Storage } from "./storage";

let storage: Storage | undefined;

/** Whether the S3_* variables ask for S3-compatible storage. */
export function isS3Configured(): boolean {
  return Boolean(config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY);
}

/**
 * The configured storage: local disk under STORAGE_DIR by default. S3-compatible storage needs
 * @aws-sdk/client-s3, which is not a dependency yet; rather than silently writing to one machine's
 * disk when the operator asked for shared storage, uploads then fail loudly (logged once per call).
 */
export function getStorage(): Storage {
  if (isS3Configured()) {
    throw new Error("S3_* storage is configured, but S3 support needs the @aws-sdk/client-s3 dependency (not installed).");
  }
  storage ??= createLocalDiskStorage(config.STORAGE_DIR);
  return storage;
}
