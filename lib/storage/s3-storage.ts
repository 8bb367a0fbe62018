import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { contentTypeOfKey } from "./content-types";
import { isStorageKey, uploadUrl, type Storage, type StoredFile, type StoredKey } from "./storage";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible service (MinIO, R2, Spaces...): its URL, addressed path-style. Unset = AWS. */
  endpoint?: string;
};

/**
 * Files in an S3-compatible bucket, still served by the app at /uploads/<key> (app/uploads reads
 * them through `get`): one address whatever the backend, the bucket can stay private, and the PDF
 * printer and public pages need no network access to show a picture.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    // Checksums only where S3 requires them: several S3-compatible services reject the newer
    // default ones, and our bodies are small buffers sent whole.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const { bucket } = options;

  function checked(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return key;
  }

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
        }),
      );
      return { url: uploadUrl(key) };
    },

    async get(key): Promise<StoredFile | null> {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        const body = Buffer.from(await object.Body.transformToByteArray());
        // The type comes from the key (the one list of types we serve), never from what the bucket says.
        return {
          body,
          contentType: contentTypeOfKey(key),
          size: body.byteLength,
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        // Only a missing file is "none": a missing bucket or refused credentials are errors to see.
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === "NoSuchKey"))
          return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing object with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },

    async list(prefix): Promise<StoredKey[]> {
      const folder = `${prefix.replace(/\/+$/, "")}/`;
      if (!isStorageKey(`${folder}x`)) throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
      const files: StoredKey[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: folder, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key))
            files.push({ key: object.Key, lastModified: object.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
  };
}
