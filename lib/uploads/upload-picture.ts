import "server-only";
import { randomUUID } from "node:crypto";
import { consumeAttempt, throttleRules } from "@/lib/throttle/throttle";
import { getStorage } from "@/lib/storage";
import { deleteUnusedPictures, picturesFolder } from "./delete-unused-pictures";
import { processPicture } from "./process-picture";

/**
 * Stores a profile or resume picture for the signed-in user and answers its address. Every upload
 * gets a new key, so a cached old picture is never shown in place of a new one; pictures no longer
 * used are deleted afterwards (a day after their upload). Uploads per user are rate limited. The
 * caller has authenticated `userId` (route({ auth: "user" })): pictures go to that user's folder.
 */
export async function uploadPicture({
  userId,
  file,
}: {
  userId: string;
  file: Uint8Array;
}): Promise<{ url: string; width: number; height: number }> {
  await consumeAttempt(throttleRules.pictureUploads, userId);
  const picture = await processPicture(file);
  const key = `${picturesFolder(userId)}${randomUUID()}.${picture.extension}`;
  const { url } = await getStorage().put(key, picture.body, picture.contentType);
  void deleteUnusedPictures(userId).catch((error: unknown) =>
    console.error("[uploads] could not delete unused pictures", error),
  );
  return { url, width: picture.width, height: picture.height };
}
