import "server-only";
import { findOwnedResume } from "./find-owned-resume";
import { toResumeDto, type ResumeDto } from "./resume-dto";

export async function getResume(userId: string, resumeId: string): Promise<ResumeDto> {
  return toResumeDto(await findOwnedResume(userId, resumeId));
}
