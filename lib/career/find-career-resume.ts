import "server-only";
import { parseResumeDataTolerant, type ResumeData } from "@/core/resume/schema";
import type { AiActor } from "@/lib/ai/run-ai-operation";
import { assertPermission } from "@/lib/plans/get-permissions";
import { findOwnedResume } from "@/lib/resume/find-owned-resume";

type SignedInOperation =
  "JOB_FIT_SCORE" | "LINKEDIN_REWRITE" | "BOOSTER" | "TRAJECTORY" | "LOCALIZATION" | "COVER_LETTER";

/**
 * The stored resume a career tool (or the cover letter) works on. These are signed-in AI features (spec
 * §6): a guest is refused here (Forbidden, sign_in_required) before anything is read; a user gets their
 * own resume only (another's, or one that does not exist, is ResumeNotFound). The plan and the charge
 * are checked by runAiOperation.
 */
export async function findCareerResumeRow(actor: AiActor, operation: SignedInOperation, resumeId: string) {
  if (!("user" in actor)) {
    await assertPermission({ user: null }, { action: "trackOperation", operation });
    throw new Error("assertPermission let a guest use a signed-in AI feature");
  }
  return findOwnedResume(actor.user.id, resumeId);
}

/** The data of findCareerResumeRow's resume, read tolerantly. */
export async function findCareerResume(
  actor: AiActor,
  operation: SignedInOperation,
  resumeId: string,
): Promise<ResumeData> {
  return parseResumeDataTolerant((await findCareerResumeRow(actor, operation, resumeId)).data).data;
}
