import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";

/**
 * The one ownership check of every resume operation: a resume that does not exist and one that
 * belongs to someone else are the same ResumeNotFound, so ids cannot be probed.
 */
export async function findOwnedResume(userId: string, resumeId: string) {
  const prisma = await db();
  const resume = await prisma.resume.findFirst({ where: { id: resumeId, userId } });
  if (!resume) throw new AppError("ResumeNotFound");
  return resume;
}

export async function assertUnlocked(resume: { locked: boolean }) {
  if (resume.locked) throw new AppError("ResumeLocked");
}
