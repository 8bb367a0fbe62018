import "server-only";
import { cache } from "react";
import { isAppError } from "@/core/errors";
import { getPublicResume, type PublicResumeDto } from "@/lib/resume/get-public-resume";

export type PublicResumeWhere = { username: string; slug: string } | { id: string };

/**
 * The public resume for one request (metadata and page share it); null when there is none to show
 * (private, deleted, a wrong name), which the pages answer with a redirect to / (spec §2).
 */
export const loadPublicResume = cache(async (key: string): Promise<PublicResumeDto | null> => {
  const where = JSON.parse(key) as PublicResumeWhere;
  try {
    return await getPublicResume(where);
  } catch (error) {
    if (
      isAppError(error) &&
      (error.code === "ResumeNotFound" || error.code === "NotFound" || error.code === "ValidationFailed")
    )
      return null;
    throw error;
  }
});

/** React's cache compares arguments by identity: the lookup is keyed by its JSON. */
export function publicResumeKey(where: PublicResumeWhere): string {
  return JSON.stringify("id" in where ? { id: where.id } : { username: where.username, slug: where.slug });
}
