import "server-only";
import { z } from "zod";
import { parseResumeDataTolerant } from "@/core/resume/schema";
import type { ResumeDto } from "@/lib/resume/resume-dto";

// A guest's one resume lives in its GuestSession row (column resumeData) as this JSON document: the
// same data as a signed-in resume, with a version for the same optimistic concurrency.

export const storedGuestResumeSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  language: z.string(),
  version: z.number().int().positive(),
  data: z.unknown(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredGuestResume = z.infer<typeof storedGuestResumeSchema>;

/** The slug the resume gets when it moves into an account (spec §4). */
export const guestResumeSlug = "my-resume";

/** Storage folder owner of a guest's copied pictures (never a user id: user ids are cuids). */
export function guestPictureOwner(guestSessionId: string): string {
  return `guest-${guestSessionId}`;
}

export function readStoredGuestResume(value: unknown): StoredGuestResume | null {
  if (value === null || value === undefined) return null;
  const parsed = storedGuestResumeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The guest resume in the shape of the resume API, so the builder needs no second model. */
export function toGuestResumeDto(stored: StoredGuestResume): ResumeDto {
  const data = parseResumeDataTolerant(stored.data).data;
  return {
    id: stored.id,
    title: stored.title,
    slug: guestResumeSlug,
    visibility: "PRIVATE",
    locked: false,
    language: stored.language,
    template: data.metadata.template,
    version: stored.version,
    data,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
  };
}
