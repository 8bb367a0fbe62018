import "server-only";
import { randomUUID } from "node:crypto";
import { consumeAttempt, throttleRules } from "@/lib/throttle/throttle";
import { safeFetch, type SafeFetchTestingOptions } from "@/lib/net/safe-fetch";
import { getStorage } from "@/lib/storage";
import { picturesFolder } from "./delete-unused-pictures";
import { pictureLimits } from "@/core/uploads/picture-limits";
import { processPicture } from "./process-picture";

/** Long enough for a slow image host, short enough that a save never waits for long. */
export const remotePictureTimeoutMs = 10_000;

export type ImportRemotePictureOptions = { testing?: SafeFetchTestingOptions };

/**
 * Copies a picture from another site into the user's storage, once, and answers its /uploads/
 * address. The server fetches it under the SSRF rules of safeFetch, then it goes through the same
 * checks and re-encoding as an upload (real type, pixel size, metadata stripped) and counts as one
 * upload against the user's hourly limit. Throws SafeFetchError or the upload's AppError.
 */
export async function importRemotePicture(
  userId: string,
  address: string,
  { testing }: ImportRemotePictureOptions = {},
): Promise<string> {
  await consumeAttempt(throttleRules.pictureUploads, userId);
  const fetched = await safeFetch(address, {
    maxBytes: pictureLimits.maxBytes,
    timeoutMs: remotePictureTimeoutMs,
    // Many hosts label pictures loosely; processPicture reads the real type from the bytes.
    accept: ["image/*", "application/octet-stream"],
    testing,
  });
  const picture = await processPicture(new Uint8Array(fetched.body));
  const key = `${picturesFolder(userId)}${randomUUID()}.${picture.extension}`;
  const { url } = await getStorage().put(key, picture.body, picture.contentType);
  return url;
}
