import "server-only";
import { db } from "@/lib/db";
import { deleteThumbnails } from "@/lib/thumbnails/thumbnail-store";
import { assertUnlocked, findOwnedResume } from "./find-owned-resume";
import { forgetPublicResume } from "./public-resume-cache";

export async function deleteResume(userId: string, resumeId: string): Promise<void> {
  const resume = await findOwnedResume(userId, resumeId);
  await assertUnlocked(resume);
  const prisma = await db();
  const { count } = await prisma.resume.deleteMany({ where: { id: resume.id, userId, locked: false } });
  if (count === 0) return;
  forgetPublicResume(resume.id);
  await deleteThumbnails({ userId, resumeId: resume.id }).catch((error: unknown) =>
    console.error("[resume] could not delete the thumbnails of a deleted resume", error),
  );
}
