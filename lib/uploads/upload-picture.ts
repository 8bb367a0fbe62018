import "server-only";
import { randomUUID } from "node:crypto";
import { consumeAttempt, throttleRules } from "@/lib/auth/throttle";
import { requireUser } from "@/lib/auth/session";
import { getStorage } from "@/lib/storage";
import { deleteUnusedPictures, picturesFolder } from "./delete-unused-pictures";
import { processPicture } from "./process-picture";

/**
 * Stores a profile or resume picture for the signed-in user and answers its address. Every upload
 * gets a new key, so a cached old picture is never shown in place of a new one; pictures no longer
 * used are deleted afterwards (a day after their upload). Uploads per user are rate limited.
 */
export async function uploadPicture(input: Uint8Array): Promise<{ url: string; width: number; height: number }> {
  const user = await requireUser();
  await consumeAttempt(throttleRules.pictureUploads, user.id);
  const picture = await processPicture(input);
  const key = `${picturesFolder(user.id)}${randomUUID()}.${picture.extension}`;
  const { url } = await getStorage().put(key, picture.body, picture.contentType);
  void deleteUnusedPictures(user.id).catch((error: unknown) => console.error("[uploads] could not delete unused pictures", error));
  return { url, width: picture.width, height: picture.height };
}
