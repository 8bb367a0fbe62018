import "server-only";
import type { CoverLetter } from "@/core/cover-letter/schema";
import type { AiActor } from "@/lib/ai/run-ai-operation";
import { db } from "@/lib/db";
import { toCoverLetterDto } from "./cover-letter-dto";
import { findCareerResumeRow } from "@/lib/career/find-career-resume";

/** GET /api/resume/{id}/cover-letter: the letter stored with one of the caller's resumes (empty when none). */
export async function getCoverLetter(input: { actor: AiActor; resumeId: string }): Promise<CoverLetter> {
  const resume = await findCareerResumeRow(input.actor, "COVER_LETTER", input.resumeId);
  const prisma = await db();
  return toCoverLetterDto(resume.id, await prisma.coverLetter.findUnique({ where: { resumeId: resume.id } }));
}
