import "server-only";
import { db } from "@/lib/db";
import { findOwnedResume } from "./find-owned-resume";
import { toResumeDto, type ResumeDto } from "./resume-dto";

/** Locks or unlocks the owner's resume. The lock is the one change a locked resume accepts. */
export async function setResumeLock({
  userId,
  resumeId,
  isLocked,
}: {
  userId: string;
  resumeId: string;
  isLocked: boolean;
}): Promise<ResumeDto> {
  const resume = await findOwnedResume(userId, resumeId);
  const prisma = await db();
  return toResumeDto(await prisma.resume.update({ where: { id: resume.id }, data: { locked: isLocked } }));
}
