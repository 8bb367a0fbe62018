import "server-only";
import { db } from "@/lib/db";
import type { GuestSession } from "@/lib/db/generated/client";
import { Prisma } from "@/lib/db/generated/client";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { readStoredGuestResume, toGuestResumeDto } from "./guest-resume";

/** The guest's resume as the resume API shapes it, or null when the guest has none yet. */
export function getGuestResume(session: Pick<GuestSession, "resumeData">): ResumeDto | null {
  const stored = readStoredGuestResume(session.resumeData);
  return stored ? toGuestResumeDto(stored) : null;
}

/** Clears the guest's resume (the session stays, with its tokens). */
export async function deleteGuestResume(session: Pick<GuestSession, "id">): Promise<void> {
  await (await db()).guestSession.updateMany({ where: { id: session.id }, data: { resumeData: Prisma.DbNull } });
}
