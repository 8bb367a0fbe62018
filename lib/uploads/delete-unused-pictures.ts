import "server-only";
import { db } from "@/lib/db";
import { getStorage, type Storage } from "@/lib/storage";

/** A picture younger than this is kept even when nothing uses it yet (an edit on its way to the server). */
export const unusedPictureGraceMs = 24 * 60 * 60 * 1000;

export function picturesFolder(userId: string): string {
  return `pictures/${userId}/`;
}

/**
 * Deletes the user's uploaded pictures that neither their profile nor any of their resumes uses
 * any more (a picture replaced by a new upload, a resume deleted), once they are a day old. Every
 * upload gets a new random key, so a key that appears nowhere in the user's data is unused.
 * Answers the keys deleted.
 */
export async function deleteUnusedPictures(
  userId: string,
  { now = Date.now(), storage = getStorage() }: { now?: number; storage?: Storage } = {},
): Promise<string[]> {
  const stale = (await storage.list(picturesFolder(userId))).filter(
    (file) => now - file.lastModified.getTime() > unusedPictureGraceMs,
  );
  if (stale.length === 0) return [];
  const prisma = await db();
  const [user, resumes] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId }, select: { picture: true } }),
    prisma.resume.findMany({ where: { userId }, select: { data: true } }),
  ]);
  const used = [user?.picture ?? "", ...resumes.map((resume) => JSON.stringify(resume.data))].join("\n");
  const unused = stale.filter((file) => !used.includes(file.key));
  await Promise.all(unused.map((file) => storage.delete(file.key)));
  return unused.map((file) => file.key);
}

/** Every picture the user uploaded, for an account that is being deleted. */
export async function deleteAllPictures(userId: string, storage: Storage = getStorage()): Promise<void> {
  const files = await storage.list(picturesFolder(userId));
  await Promise.all(files.map((file) => storage.delete(file.key)));
}
