"use client";

import { apiRequest } from "@/client/http/api-client";
import type { CoverLetter, CoverLetterRequest, CoverLetterResult, CoverLetterSave } from "@/core/cover-letter/schema";

// The cover-letter page's calls (app/api/resume/[id]/cover-letter, app/api/ai/cover-letter). The cost
// on the Generate button is the server's (spec §9 COVER_LETTER); the server decides what is charged.

export const coverLetterCost = 100;

export function saveCoverLetter(resumeId: string, letter: CoverLetterSave) {
  return apiRequest<CoverLetter>(`/api/resume/${encodeURIComponent(resumeId)}/cover-letter`, {
    method: "PUT",
    json: letter,
  });
}

export function requestCoverLetter(input: Omit<CoverLetterRequest, "idempotencyKey">) {
  return apiRequest<CoverLetterResult>("/api/ai/cover-letter", {
    method: "POST",
    json: {
      ...input,
      recipient: input.recipient?.trim() || undefined,
      jobDescription: input.jobDescription?.trim() || undefined,
      idempotencyKey: crypto.randomUUID(),
    },
    // A model may take a while to write a page.
    timeoutMs: 120_000,
  });
}

/**
 * Copies a resume's cover letter to its duplicate (the dashboard's Duplicate). A resume without a
 * letter has nothing to copy; a copy that fails leaves the duplicate without one, not the duplication undone.
 */
export async function copyCoverLetterRequest(fromResumeId: string, toResumeId: string): Promise<void> {
  try {
    const {
      resumeId: _from,
      updatedAt,
      ...letter
    } = await apiRequest<CoverLetter>(`/api/resume/${encodeURIComponent(fromResumeId)}/cover-letter`);
    if (updatedAt !== null) await saveCoverLetter(toResumeId, letter);
  } catch {
    // The resume itself was duplicated; its letter can be written again.
  }
}
