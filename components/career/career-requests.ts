"use client";

import { apiRequest } from "@/client/http/api-client";
import type { BoosterRequest, BoosterResult } from "@/core/career/booster";
import type { JobFitRequest, JobFitResult } from "@/core/career/job-fit";
import type { LinkedInRequest, LinkedInResult } from "@/core/career/linkedin";
import type { LocalizeRequest, LocalizeResult } from "@/core/career/localize";
import type { TrajectoryRequest, TrajectoryResult } from "@/core/career/trajectory";

// The builder's calls to the career-tool routes (app/api/ai/job-fit, linkedin-rewrite, booster,
// trajectory, localize).
// The costs shown on the buttons are the server's (spec §9); the server decides what is charged.

export const jobFitCost = 100;
export const linkedInCost = 200;
export const boosterCost = 200;
export const trajectoryCost = 100;
export const localizeCost = 100;

export function requestJobFit(input: Omit<JobFitRequest, "idempotencyKey">) {
  return apiRequest<JobFitResult>("/api/ai/job-fit", {
    method: "POST",
    json: { ...input, jobTitle: input.jobTitle || undefined, idempotencyKey: crypto.randomUUID() },
  });
}

export function requestLinkedInRewrite(input: Omit<LinkedInRequest, "idempotencyKey">) {
  return apiRequest<LinkedInResult>("/api/ai/linkedin-rewrite", {
    method: "POST",
    json: { ...input, targetRole: input.targetRole || undefined, idempotencyKey: crypto.randomUUID() },
  });
}

export function requestBooster(input: Omit<BoosterRequest, "idempotencyKey">) {
  return apiRequest<BoosterResult>("/api/ai/booster", {
    method: "POST",
    json: { ...input, jobDescription: input.jobDescription?.trim() || undefined, idempotencyKey: crypto.randomUUID() },
  });
}

export function requestTrajectory(input: Omit<TrajectoryRequest, "idempotencyKey">) {
  return apiRequest<TrajectoryResult>("/api/ai/trajectory", {
    method: "POST",
    json: { ...input, targetRole: input.targetRole?.trim() || undefined, idempotencyKey: crypto.randomUUID() },
  });
}

export function requestLocalize(input: Omit<LocalizeRequest, "idempotencyKey">) {
  return apiRequest<LocalizeResult>("/api/ai/localize", {
    method: "POST",
    json: { ...input, idempotencyKey: crypto.randomUUID() },
  });
}
