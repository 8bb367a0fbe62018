import "server-only";
import { randomUUID } from "node:crypto";
import { requireUser } from "@/lib/auth/session";
import { getStorage } from "@/lib/storage";
import { processPicture } from "./process-picture";

/**
 * Stores a profile or resume picture for the signed-in user and answers its address. Every upload
 * gets a new key, so a cached old picture is never shown in place of a new one.
 */
export async function uploadPicture(input: Uint8Array): Promise<{ url: string; width: number; height: number }> {
  const user = await requireUser();
  const picture = await processPicture(input);
  const key = `pictures/${user.id}/${randomUUID()}.${picture.extension}`;
  const { url } = await getStorage().put(key, picture.body, picture.contentType);
  return { url, width: picture.width, height: picture.height };
}
