import "server-only";
import { parseResumeDataTolerant, type ResumeData } from "@/core/resume/schema";
import type { AiActor } from "@/lib/ai/run-ai-operation";
import { assertPermission } from "@/lib/plans/get-permissions";
import { findOwnedResume } from "@/lib/resume/find-owned-resume";

/**
 * The resume a career tool reads. The career tools are signed-in AI features (spec §6): a guest is
 * refused here (Forbidden, sign_in_required) before anything is read; a user gets their own resume
 * only (another's is ResumeNotFound). The plan and the charge are checked by runAiOperation.
 */
export async function findCareerResume(
  actor: AiActor,
  operation: "JOB_FIT_SCORE" | "LINKEDIN_REWRITE" | "BOOSTER" | "TRAJECTORY" | "LOCALIZATION",
  resumeId: string,
): Promise<ResumeData> {
  if (!("user" in actor)) {
    await assertPermission({ user: null }, { action: "trackOperation", operation });
    throw new Error("assertPermission let a guest use a signed-in AI feature");
  }
  return parseResumeDataTolerant((await findOwnedResume(actor.user.id, resumeId)).data).data;
}
