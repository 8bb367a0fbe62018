import "server-only";
import type { CoverLetter } from "@/core/cover-letter/schema";
import type { CoverLetter as CoverLetterRow } from "@/lib/db/generated/client";

/** A stored letter as the API answers it; a resume without one has an empty letter (updatedAt null). */
export function toCoverLetterDto(resumeId: string, row: CoverLetterRow | null): CoverLetter {
  return {
    resumeId,
    html: row?.html ?? "",
    jobTitle: row?.jobTitle ?? "",
    company: row?.company ?? "",
    recipient: row?.recipient ?? "",
    jobDescription: row?.jobDescription ?? "",
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
