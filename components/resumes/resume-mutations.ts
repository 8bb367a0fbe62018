"use client";

import { apiRequest } from "@/client/http/api-client";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { copyCoverLetterRequest } from "@/components/cover-letter/cover-letter-requests";
import type { ResumeFormValues } from "./resume-form-fields";

// The dashboard dialog's calls, one per mode (spec resume §4 "Dashboard resume dialog").

export function createResumeRequest(values: ResumeFormValues, data?: unknown) {
  return apiRequest<ResumeDto>("/resume", {
    method: "POST",
    json: { title: values.title, slug: values.slug || undefined, language: values.language, data },
  });
}

export async function createSampleResumeRequest(values: ResumeFormValues, email: string) {
  const { getSampleResume } = await import("@/core/resume/samples");
  const data = getSampleResume(values.language, { basics: { email }, metadata: { locale: values.language } });
  return createResumeRequest(values, data);
}

export async function renameResumeRequest(id: string, values: ResumeFormValues) {
  const current = await apiRequest<ResumeDto>(`/resume/${id}`);
  return apiRequest<ResumeDto>(`/resume/${id}`, {
    method: "PATCH",
    json: { version: current.version, title: values.title, slug: values.slug },
  });
}

export async function duplicateResumeRequest(id: string, values: ResumeFormValues) {
  const source = await apiRequest<ResumeDto>(`/resume/${id}`);
  const copy = await createResumeRequest({ ...values, language: source.language }, source.data);
  // The cover letter goes with its resume (docs/COVER-LETTER.md).
  await copyCoverLetterRequest(id, copy.id);
  return copy;
}

export function deleteResumeRequest(id: string) {
  return apiRequest<null>(`/resume/${id}`, { method: "DELETE" });
}

export function lockResumeRequest(id: string, set: boolean) {
  return apiRequest<ResumeDto>(`/resume/${id}/lock`, { method: "PATCH", json: { set } });
}
