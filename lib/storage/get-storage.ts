import "server-only";
import { config } from "@/lib/config";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

let storage: Storage | undefined;

/** Whether the S3_* variables ask for S3-compatible storage. */
export function isS3Configured(): boolean {
  return Boolean(config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY);
}

/** The configured storage: an S3-compatible bucket when S3_* is set, else local disk under STORAGE_DIR. */
export function getStorage(): Storage {
  storage ??= isS3Configured()
    ? createS3Storage({
        bucket: config.S3_BUCKET!,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        endpoint: config.S3_ENDPOINT,
      })
    : createLocalDiskStorage(config.STORAGE_DIR);
  return storage;
}
