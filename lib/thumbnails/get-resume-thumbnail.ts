import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import type { RenderPrintDocument } from "@/lib/pdf/render-resume-pdf";
import { findLatestThumbnail, type StoredThumbnail } from "./thumbnail-store";
import { requestMissingThumbnail } from "./thumbnail-scheduler";

export type ResumeThumbnail = StoredThumbnail & { isPublic: boolean; isCurrent: boolean };

/**
 * The picture of a resume's first page, for its owner, or for anyone when the resume is public. Another
 * user's private resume and a missing one are the same ResumeNotFound (ids cannot be probed); a resume
 * with no picture yet is NotFound, and for its owner one is made in the background (resumes
 * created or imported before a save, or saved while no picture could be drawn).
 */
export async function getResumeThumbnail({
  viewerId,
  resumeId,
  renderDocument,
}: {
  viewerId: string | null;
  resumeId: string;
  renderDocument: RenderPrintDocument;
}): Promise<ResumeThumbnail> {
  const prisma = await db();
  const resume = await prisma.resume.findUnique({
    where: { id: resumeId },
    select: { userId: true, visibility: true, version: true },
  });
  const isOwner = resume !== null && viewerId !== null && resume.userId === viewerId;
  if (!resume || (!isOwner && resume.visibility !== "PUBLIC")) throw new AppError("ResumeNotFound");
  const thumbnail = await findLatestThumbnail({ userId: resume.userId, resumeId });
  const isCurrent = thumbnail !== null && thumbnail.version >= resume.version;
  if (isOwner && !isCurrent) requestMissingThumbnail(resume.userId, resumeId, renderDocument);
  if (!thumbnail) throw new AppError("NotFound");
  return { ...thumbnail, isPublic: resume.visibility === "PUBLIC", isCurrent };
}
