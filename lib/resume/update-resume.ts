import "server-only";
import { db, type SubscriptionTier } from "@/lib/db";
import { AppError } from "@/core/errors";
import { assertPermission } from "@/lib/plans/get-permissions";
import { importRemoteImages, type RemoteImageWarning } from "@/lib/uploads/import-remote-images";
import type { ImportRemotePictureOptions } from "@/lib/uploads/import-remote-picture";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { assertUnlocked, findOwnedResume } from "./find-owned-resume";
import { forgetPublicResume } from "./public-resume-cache";
import { toResumeDto, type ResumeDto } from "./resume-dto";
import { updateResumeInputSchema, type UpdateResumeInput } from "./resume-inputs";
import { toSlug } from "@/core/resume/slug";
import { validateResumeData } from "./validate-resume-data";

type Owner = { id: string; subscriptionTier: SubscriptionTier };

/** The saved resume, with what the save changed on its own (a picture that could not be copied). */
export type SavedResumeDto = ResumeDto & { warnings?: RemoteImageWarning[] };

/**
 * Saves title, slug, visibility and data (nothing else) of the owner's resume. The write names the
 * version it was based on: a stale one is refused with VersionConflict carrying the current
 * resume, so the client can merge instead of overwriting. Pictures given by an http(s) address are
 * copied into storage first (importRemoteImages); the answer carries the rewritten data.
 */
export async function updateResume({
  owner,
  resumeId,
  input,
  remoteImages,
}: {
  owner: Owner;
  resumeId: string;
  input: UpdateResumeInput;
  remoteImages?: ImportRemotePictureOptions;
}): Promise<SavedResumeDto> {
  const { version, title, slug, visibility, data } = updateResumeInputSchema.parse(input);
  const current = await findOwnedResume(owner.id, resumeId);
  await assertUnlocked(current);
  if (current.version !== version) throw conflict(current);

  if (visibility === "PUBLIC" && current.visibility !== "PUBLIC")
    await assertPermission({ user: owner }, { action: "sharePublicly" });
  const imported =
    data === undefined ? undefined : await importRemoteImages(owner.id, validateResumeData(data), remoteImages);
  const validData = imported?.data;
  const nextSlug = slug === undefined ? undefined : toSlug(slug || title || current.title);

  const prisma = await db();
  try {
    // The version condition makes check-and-write one atomic step against concurrent saves.
    const { count } = await prisma.resume.updateMany({
      where: { id: current.id, userId: owner.id, version, locked: false },
      data: {
        ...(title === undefined ? {} : { title }),
        ...(nextSlug === undefined ? {} : { slug: nextSlug }),
        ...(visibility === undefined ? {} : { visibility }),
        ...(validData === undefined ? {} : { data: validData, template: validData.metadata.template }),
        version: { increment: 1 },
      },
    });
    if (count === 0) {
      const latest = await findOwnedResume(owner.id, resumeId);
      await assertUnlocked(latest);
      throw conflict(latest);
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("ResumeSlugAlreadyExists");
    throw error;
  }
  forgetPublicResume(current.id);
  const saved = toResumeDto(await findOwnedResume(owner.id, resumeId));
  return imported?.warnings.length ? { ...saved, warnings: imported.warnings } : saved;
}

function conflict(current: Parameters<typeof toResumeDto>[0]) {
  return new AppError("VersionConflict", {
    details: { currentVersion: current.version, current: toResumeDto(current) },
  });
}
