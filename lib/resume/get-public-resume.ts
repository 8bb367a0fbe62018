import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { getPermissions } from "@/lib/plans/get-permissions";
import type { ResumeData } from "@/core/resume/schema";
import { toResumeDto, withoutPrivateNotes } from "./resume-dto";

export type PublicResumeDto =
  | {
      status: "available";
      id: string;
      title: string;
      slug: string;
      language: string;
      template: string;
      data: ResumeData;
      updatedAt: string;
      owner: { name: string; username: string; userId: string };
    }
  /** The owner's plan does not include public sharing: visitors see an upgrade notice, not the resume. */
  | { status: "upgrade_required"; owner: { name: string; username: string; userId: string } };

/** A public resume by owner username and slug, or by id. Private ones do not exist for visitors. */
export async function getPublicResume(
  where: { username: string; slug: string } | { id: string },
): Promise<PublicResumeDto> {
  const prisma = await db();
  const resume = await prisma.resume.findFirst({
    where:
      "id" in where
        ? { id: where.id, visibility: "PUBLIC" }
        : { slug: where.slug, visibility: "PUBLIC", user: { username: where.username.toLowerCase() } },
    include: { user: { select: { id: true, name: true, username: true, subscriptionTier: true } } },
  });
  if (!resume) throw new AppError("ResumeNotFound");
  const owner = { name: resume.user.name, username: resume.user.username, userId: resume.user.id };
  if (!(await getPermissions({ user: resume.user })).sharePublicly) return { status: "upgrade_required", owner };

  const dto = toResumeDto(resume);
  return {
    status: "available",
    id: dto.id,
    title: dto.title,
    slug: dto.slug,
    language: dto.language,
    template: dto.template,
    data: withoutPrivateNotes(dto.data),
    updatedAt: dto.updatedAt,
    owner,
  };
}
