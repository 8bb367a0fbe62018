import "server-only";
import { db } from "@/lib/db";
import { assertUnlocked, findOwnedResume } from "./find-owned-resume";

export async function deleteResume(userId: string, resumeId: string): Promise<void> {
  const resume = await findOwnedResume(userId, resumeId);
  await assertUnlocked(resume);
  const prisma = await db();
  await prisma.resume.deleteMany({ where: { id: resume.id, userId, locked: false } });
}
