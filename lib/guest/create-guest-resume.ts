import "server-only";
import { db } from "@/lib/db";
import type { GuestSession } from "@/lib/db/generated/client";
import { Prisma } from "@/lib/db/generated/client";
import { assertPermission } from "@/lib/plans/get-permissions";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { createDefaultResumeData, createId } from "@/core/resume/schema";
import { validateResumeData } from "@/lib/resume/validate-resume-data";
import { importRemoteImages, type RemoteImageWarning } from "@/lib/uploads/import-remote-images";
import type { ImportRemotePictureOptions } from "@/lib/uploads/import-remote-picture";
import { createGuestResumeInputSchema, type CreateGuestResumeInput } from "./guest-resume-inputs";
import { guestPictureOwner, readStoredGuestResume, toGuestResumeDto, type StoredGuestResume } from "./guest-resume";

/**
 * Creates the guest's resume (spec: at most one per guest). A second one is refused with
 * ResumeLimitReached, reason guest_limit; the write only lands on a session without a resume, so two
 * racing creations make one resume, never two. Pictures given by address are copied like a
 * signed-in user's (into the guest's own storage folder).
 */
export async function createGuestResume(
  session: Pick<GuestSession, "id" | "resumeData">,
  input: CreateGuestResumeInput,
  { remoteImages }: { remoteImages?: ImportRemotePictureOptions } = {},
): Promise<ResumeDto & { warnings?: RemoteImageWarning[] }> {
  const { resumeData, title, template, language } = createGuestResumeInputSchema.parse(input);
  await assertPermission(
    { user: null },
    { action: "createResume", currentCount: readStoredGuestResume(session.resumeData) ? 1 : 0 },
  );

  const data = resumeData === undefined ? createDefaultResumeData() : validateResumeData(resumeData);
  if (resumeData === undefined) data.metadata.locale = language;
  if (template) data.metadata.template = template;
  const imported = await importRemoteImages(guestPictureOwner(session.id), data, remoteImages);

  const now = new Date().toISOString();
  const stored: StoredGuestResume = {
    id: createId(),
    title: title ?? data.basics.name ?? "",
    language,
    version: 1,
    data: imported.data,
    createdAt: now,
    updatedAt: now,
  };
  if (!stored.title.trim()) stored.title = "My resume";
  const { count } = await (
    await db()
  ).guestSession.updateMany({
    where: { id: session.id, resumeData: { equals: Prisma.DbNull } },
    data: { resumeData: stored as unknown as Prisma.InputJsonValue },
  });
  // Another request stored a resume since this session was read: that one is the guest's resume.
  if (count === 0)
    await assertPermission({ user: null }, { action: "createResume", currentCount: Number.MAX_SAFE_INTEGER });
  const created = toGuestResumeDto(stored);
  return imported.warnings.length ? { ...created, warnings: imported.warnings } : created;
}
