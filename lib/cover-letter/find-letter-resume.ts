import "server-only";
import type { AiActor } from "@/lib/ai/run-ai-operation";
import { assertPermission } from "@/lib/plans/get-permissions";
import { findOwnedResume } from "@/lib/resume/find-owned-resume";

/**
 * The resume a cover letter belongs to. Cover letters are a signed-in feature (spec §6, COVER_LETTER):
 * a guest is refused here (Forbidden, sign_in_required) before anything is read; a user gets their
 * own resume only (another's, or one that does not exist, is ResumeNotFound).
 */
export async function findLetterResume(actor: AiActor, resumeId: string) {
  if (!("user" in actor)) {
    await assertPermission({ user: null }, { action: "trackOperation", operation: "COVER_LETTER" });
    throw new Error("assertPermission let a guest use cover letters");
  }
  return findOwnedResume(actor.user.id, resumeId);
}
