import "server-only";
import { getStorage, type Storage } from "@/lib/storage";

// Thumbnails live in the app's storage (local disk or S3) under "thumbnails/<userId>/<resumeId>/<version>.webp":
// one file per resume, named by the resume version it shows; a newer one replaces the older. They are not
// served by /uploads (lib/storage/serve-upload.ts refuses this folder): only GET /api/resume/{id}/thumbnail
// reads them, after checking who asks (lib/thumbnails/get-resume-thumbnail.ts).

export const thumbnailFolder = "thumbnails";
const thumbnailContentType = "image/webp";

const resumeFolder = (userId: string, resumeId: string) => `${thumbnailFolder}/${userId}/${resumeId}/`;

function versionOfKey(key: string): number | null {
  const match = /\/(\d{1,9})\.webp$/.exec(key);
  return match ? Number(match[1]) : null;
}

export type StoredThumbnail = { version: number; body: Buffer; lastModified: Date };

/** Stores the picture of `version` and removes the pictures of older versions. */
export async function saveThumbnail(
  { userId, resumeId, version, body }: { userId: string; resumeId: string; version: number; body: Uint8Array },
  storage: Storage = getStorage(),
): Promise<void> {
  const folder = resumeFolder(userId, resumeId);
  await storage.put(`${folder}${version}.webp`, Buffer.from(body), thumbnailContentType);
  const older = (await storage.list(folder)).filter((file) => (versionOfKey(file.key) ?? version) < version);
  await Promise.all(older.map((file) => storage.delete(file.key)));
}

/** The newest stored picture of the resume, whatever version it shows, or null. */
export async function findLatestThumbnail(
  { userId, resumeId }: { userId: string; resumeId: string },
  storage: Storage = getStorage(),
): Promise<StoredThumbnail | null> {
  const versions = (await storage.list(resumeFolder(userId, resumeId))).map((file) => ({
    key: file.key,
    version: versionOfKey(file.key),
  }));
  const newest = versions
    .filter((file): file is { key: string; version: number } => file.version !== null)
    .sort((a, b) => b.version - a.version)[0];
  if (!newest) return null;
  const file = await storage.get(newest.key);
  return file && { version: newest.version, body: file.body, lastModified: file.lastModified };
}

/** Removes a resume's pictures (the resume was deleted), or with no resumeId every picture of the user's. */
export async function deleteThumbnails(
  { userId, resumeId }: { userId: string; resumeId?: string },
  storage: Storage = getStorage(),
): Promise<void> {
  const files = await storage.list(resumeId ? resumeFolder(userId, resumeId) : `${thumbnailFolder}/${userId}/`);
  await Promise.all(files.map((file) => storage.delete(file.key)));
}
