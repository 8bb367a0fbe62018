import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { getPermissions } from "@/lib/plans/get-permissions";
import { parseResumeDataTolerant, type ResumeData } from "@/core/resume/schema";
import { withoutPrivateNotes } from "./resume-dto";

type PublicOwner = { name: string; username: string; userId: string };

/** Who may see a public resume, read fresh for every request: everything but the resume's data. */
export type PublicResumeEntry =
  | {
      status: "available";
      id: string;
      title: string;
      slug: string;
      language: string;
      template: string;
      /** Changes with every write of the row (data, visibility, slug, title): the key of anything cached from it. */
      stamp: string;
      updatedAt: string;
      owner: PublicOwner;
    }
  /** The owner's plan does not include public sharing: visitors see an upgrade notice, not the resume. */
  | { status: "upgrade_required"; owner: PublicOwner };

export type PublicResumeDto =
  | (Extract<PublicResumeEntry, { status: "available" }> & { data: ResumeData })
  | Extract<PublicResumeEntry, { status: "upgrade_required" }>;

/**
 * A public resume by owner username and slug, or by id, without its data: one small indexed query,
 * never cached, so that a resume made private, renamed, deleted or whose owner's plan lapsed stops
 * being shown at once, whichever server answers. Private ones do not exist for visitors.
 */
export async function findPublicResume(
  where: { username: string; slug: string } | { id: string },
): Promise<PublicResumeEntry> {
  const prisma = await db();
  const resume = await prisma.resume.findFirst({
    where:
      "id" in where
        ? { id: where.id, visibility: "PUBLIC" }
        : { slug: where.slug, visibility: "PUBLIC", user: { username: where.username.toLowerCase() } },
    select: {
      id: true,
      title: true,
      slug: true,
      language: true,
      template: true,
      version: true,
      updatedAt: true,
      user: { select: { id: true, name: true, username: true, subscriptionTier: true } },
    },
  });
  if (!resume) throw new AppError("ResumeNotFound");
  const owner = { name: resume.user.name, username: resume.user.username, userId: resume.user.id };
  if (!(await getPermissions({ user: resume.user })).sharePublicly) return { status: "upgrade_required", owner };
  const updatedAt = resume.updatedAt.toISOString();
  return {
    status: "available",
    id: resume.id,
    title: resume.title,
    slug: resume.slug,
    language: resume.language,
    template: resume.template,
    stamp: `${resume.version}-${updatedAt}`,
    updatedAt,
    owner,
  };
}

/** The data of a public resume as visitors see it (no private notes); ResumeNotFound when it is not public. */
export async function getPublicResumeData(resumeId: string): Promise<ResumeData> {
  const prisma = await db();
  const resume = await prisma.resume.findFirst({
    where: { id: resumeId, visibility: "PUBLIC" },
    select: { data: true },
  });
  if (!resume) throw new AppError("ResumeNotFound");
  return withoutPrivateNotes(parseResumeDataTolerant(resume.data).data);
}

/** A public resume with its data (the API, the public PDF): the entry, then the data. */
export async function getPublicResume(
  where: { username: string; slug: string } | { id: string },
): Promise<PublicResumeDto> {
  const entry = await findPublicResume(where);
  if (entry.status !== "available") return entry;
  return { ...entry, data: await getPublicResumeData(entry.id) };
}
