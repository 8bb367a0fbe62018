import "server-only";
import { db, type SubscriptionTier } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertPermission } from "@/lib/plans/get-permissions";
import { isUniqueViolation } from "./create-resume";
import { assertUnlocked, findOwnedResume } from "./find-owned-resume";
import { toResumeDto, type ResumeDto } from "./resume-dto";
import { updateResumeInputSchema, type UpdateResumeInput } from "./resume-inputs";
import { toSlug } from "./slug";
import { validateResumeData } from "./validate-resume-data";

type Owner = { id: string; subscriptionTier: SubscriptionTier };

/**
 * Saves title, slug, visibility and data (nothing else) of the owner's resume. The write names the
 * version it was based on: a stale one is refused with VersionConflict carrying the current
 * resume, so the client can merge instead of overwriting.
 */
export async function updateResume(owner: Owner, resumeId: string, input: UpdateResumeInput): Promise<ResumeDto> {
  const { version, title, slug, visibility, data } = updateResumeInputSchema.parse(input);
  const current = await findOwnedResume(owner.id, resumeId);
  await assertUnlocked(current);
  if (current.version !== version) throw conflict(current);

  if (visibility === "PUBLIC" && current.visibility !== "PUBLIC") await assertPermission({ user: owner }, { action: "sharePublicly" });
  const validData = data === undefined ? undefined : validateResumeData(data);
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
  return toResumeDto(await findOwnedResume(owner.id, resumeId));
}

function conflict(current: Parameters<typeof toResumeDto>[0]) {
  return new AppError("VersionConflict", { details: { currentVersion: current.version, current: toResumeDto(current) } });
}
