import "server-only";
import { db } from "@/lib/db";
import type { GuestSession } from "@/lib/db/generated/client";
import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/core/errors";
import type { SavedResumeDto } from "@/lib/resume/update-resume";
import { validateResumeData } from "@/lib/resume/validate-resume-data";
import { importRemoteImages } from "@/lib/uploads/import-remote-images";
import type { ImportRemotePictureOptions } from "@/lib/uploads/import-remote-picture";
import { updateGuestResumeInputSchema, type UpdateGuestResumeInput } from "./guest-resume-inputs";
import { guestPictureOwner, readStoredGuestResume, toGuestResumeDto, type StoredGuestResume } from "./guest-resume";

/**
 * Saves the guest's resume with the semantics of PATCH /api/resume/{id}: the write names the version
 * it was based on, and a stale one is refused with VersionConflict carrying the current resume. The
 * check and the write are one conditional UPDATE on the stored version.
 */
export async function updateGuestResume(
  session: Pick<GuestSession, "id">,
  input: UpdateGuestResumeInput,
  { remoteImages }: { remoteImages?: ImportRemotePictureOptions } = {},
): Promise<SavedResumeDto> {
  const { version, title, data } = updateGuestResumeInputSchema.parse(input);
  const current = await readCurrent(session.id);
  if (current.version !== version) throw conflict(current);

  const imported =
    data === undefined
      ? undefined
      : await importRemoteImages(guestPictureOwner(session.id), validateResumeData(data), remoteImages);
  const next: StoredGuestResume = {
    ...current,
    ...(title === undefined ? {} : { title }),
    ...(imported === undefined ? {} : { data: imported.data }),
    version: version + 1,
    updatedAt: new Date().toISOString(),
  };
  const { count } = await (
    await db()
  ).guestSession.updateMany({
    where: { id: session.id, resumeData: { path: ["version"], equals: version } },
    data: { resumeData: next as unknown as Prisma.InputJsonValue },
  });
  if (count === 0) throw conflict(await readCurrent(session.id));
  const saved = toGuestResumeDto(next);
  return imported?.warnings.length ? { ...saved, warnings: imported.warnings } : saved;
}

async function readCurrent(guestSessionId: string): Promise<StoredGuestResume> {
  const row = await (
    await db()
  ).guestSession.findUnique({ where: { id: guestSessionId }, select: { resumeData: true } });
  const stored = readStoredGuestResume(row?.resumeData);
  if (!stored) throw new AppError("ResumeNotFound");
  return stored;
}

function conflict(current: StoredGuestResume) {
  return new AppError("VersionConflict", {
    details: { currentVersion: current.version, current: toGuestResumeDto(current) },
  });
}
