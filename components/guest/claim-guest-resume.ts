"use client";

import type { ResumeDto } from "@/lib/resume/resume-dto";
import { apiRequest } from "@/client/http/api-client";
import { guestResumeKey, removeLocal, transitionKey, writeLocal } from "./guest-storage";

/**
 * Moves this browser's guest resume into the signed-in account (POST /api/guest/resume/claim, once
 * on the server), then leaves the transition payload and clears the local guest copy (spec §4).
 */
export async function claimGuestResume(): Promise<Pick<ResumeDto, "id" | "title">> {
  const resume = await apiRequest<ResumeDto>("/api/guest/resume/claim", { method: "POST" });
  writeLocal(transitionKey, { resumeId: resume.id, title: resume.title, from: "guest", at: Date.now() });
  removeLocal(guestResumeKey);
  return resume;
}
