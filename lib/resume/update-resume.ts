import "server-only";
import type { SubscriptionTier } from "@/lib/db";
import { AppError } from "@/core/errors";
import { assertPermission } from "@/lib/plans/get-permissions";
import { hasRemoteImages, importRemoteImages, type RemoteImageWarning } from "@/lib/uploads/import-remote-images";
import type { ImportRemotePictureOptions } from "@/lib/uploads/import-remote-picture";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { assertUnlocked, findOwnedResume, findOwnedResumeState } from "./find-owned-resume";
import { forgetPublicResume } from "./public-resume-cache";
import { toResumeDto, toResumeSummaryDto, type ResumeDto } from "./resume-dto";
import { updateResumeInputSchema, type UpdateResumeInput } from "./resume-inputs";
import { toSlug } from "@/core/resume/slug";
import { parseResumeDataTolerant, repairResumeData } from "@/core/resume/schema";
import { validateResumeData } from "./validate-resume-data";
import { writeResumeRow } from "./write-resume-row";

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
  const validated = data === undefined ? undefined : validateResumeData(data);
  // Most saves (the builder's: version and data) decide nothing on the stored row: the write's own
  // conditions (owner, version, unlocked) check them, and a refused write is explained after
  // (conflict). The row is read first only when the save depends on it: making a resume public
  // (the plan's permission, unless it already is), a slug taken from the stored title, or pictures
  // to fetch, which a stale or foreign save must not fetch.
  const needsState =
    visibility === "PUBLIC" ||
    (slug !== undefined && !slug && !title) ||
    (validated !== undefined && hasRemoteImages(validated));
  const current = needsState ? await findOwnedResumeState(owner.id, resumeId) : null;
  if (current) {
    await assertUnlocked(current);
    if (current.version !== version) throw await conflict(owner.id, resumeId);
    if (visibility === "PUBLIC" && current.visibility !== "PUBLIC")
      await assertPermission({ user: owner }, { action: "sharePublicly" });
  }
  const imported = validated && (await importRemoteImages(owner.id, validated, remoteImages));
  const validData = imported?.data;
  const nextSlug = slug === undefined ? undefined : toSlug(slug || title || current?.title || "");

  let written;
  try {
    // One UPDATE ... RETURNING: the version condition makes check-and-write one atomic step against
    // concurrent saves, and the row it returns is the answer (no read after the write).
    written = await writeResumeRow({
      resumeId,
      ownerId: owner.id,
      version,
      changes: {
        title,
        slug: nextSlug,
        visibility,
        data: validData && { json: JSON.stringify(validData), template: validData.metadata.template },
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("ResumeSlugAlreadyExists");
    throw error;
  }
  if (!written) throw await conflict(owner.id, resumeId);
  forgetPublicResume(written.id);
  // The data just written was strictly parsed: the answer repairs it as a read would, without parsing it again.
  const saved: ResumeDto = {
    ...toResumeSummaryDto(written),
    data: validData ? repairResumeData(validData) : parseResumeDataTolerant(written.data).data,
  };
  return imported?.warnings.length ? { ...saved, warnings: imported.warnings } : saved;
}

/** Refuses a write based on another version: ResumeLocked if it was locked since, else VersionConflict with the current resume. */
async function conflict(ownerId: string, resumeId: string) {
  const latest = await findOwnedResume(ownerId, resumeId);
  await assertUnlocked(latest);
  return new AppError("VersionConflict", {
    details: { currentVersion: latest.version, current: toResumeDto(latest) },
  });
}
