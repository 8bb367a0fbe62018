import "server-only";
import { coverLetterSaveSchema, type CoverLetter, type CoverLetterSave } from "@/core/cover-letter/schema";
import { sanitizeRichText } from "@/core/templates/sanitize-html";
import type { AiActor } from "@/lib/ai/run-ai-operation";
import { db } from "@/lib/db";
import { assertUnlocked } from "@/lib/resume/find-owned-resume";
import { toCoverLetterDto } from "./cover-letter-dto";
import { findCareerResumeRow } from "@/lib/career/find-career-resume";

/** Stores a letter for a resume already checked (ownership, lock): the HTML through the rich-text sanitiser. */
export async function storeCoverLetter(resumeId: string, letter: CoverLetterSave): Promise<CoverLetter> {
  const fields = { ...letter, html: sanitizeRichText(letter.html) };
  const prisma = await db();
  const row = await prisma.coverLetter.upsert({
    where: { resumeId },
    create: { resumeId, ...fields },
    update: fields,
  });
  return toCoverLetterDto(resumeId, row);
}

/**
 * PUT /api/resume/{id}/cover-letter: saves the editor's letter (the whole letter, last write wins).
 * Guests are refused, another user's resume is ResumeNotFound, a locked resume ResumeLocked.
 */
export async function saveCoverLetter(input: {
  actor: AiActor;
  resumeId: string;
  letter: CoverLetterSave;
}): Promise<CoverLetter> {
  const letter = coverLetterSaveSchema.parse(input.letter);
  const resume = await findCareerResumeRow(input.actor, "COVER_LETTER", input.resumeId);
  await assertUnlocked(resume);
  return storeCoverLetter(resume.id, letter);
}
