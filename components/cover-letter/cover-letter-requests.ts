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
