import "server-only";
import { db, getDatabase, type Visibility } from "@/lib/db";
import { AppError } from "@/core/errors";

/**
 * The one ownership check of every resume operation: a resume that does not exist and one that
 * belongs to someone else are the same ResumeNotFound, so ids cannot be probed.
 */
export async function findOwnedResume(userId: string, resumeId: string) {
  const prisma = await db();
  return found(await prisma.resume.findFirst({ where: { id: resumeId, userId } }));
}

/**
 * The same check reading only what a save decides on, not the resume's data (a save's hot path): raw
 * SQL through Database.query, without Prisma's per-query work.
 */
export async function findOwnedResumeState(userId: string, resumeId: string) {
  const database = await getDatabase();
  const [resume] = await database.query<{
    id: string;
    version: number;
    locked: boolean;
    visibility: Visibility;
    title: string;
  }>(
    `SELECT "id", "version", "locked", "visibility"::text AS "visibility", "title" FROM "Resume" WHERE "id" = $1 AND "userId" = $2`,
    [resumeId, userId],
  );
  return found(resume ?? null);
}

function found<T>(resume: T | null): T {
  if (!resume) throw new AppError("ResumeNotFound");
  return resume;
}

export async function assertUnlocked(resume: { locked: boolean }) {
  if (resume.locked) throw new AppError("ResumeLocked");
}
