import "server-only";
import type { Resume } from "@/lib/db";
import { parseResumeDataTolerant, type ResumeData } from "@/core/resume/schema";

/** A resume as the API returns it to its owner. */
export type ResumeDto = {
  id: string;
  title: string;
  slug: string;
  visibility: "PUBLIC" | "PRIVATE";
  locked: boolean;
  language: string;
  template: string;
  version: number;
  data: ResumeData;
  createdAt: string;
  updatedAt: string;
};

export function toResumeDto(row: Resume): ResumeDto {
  return { ...toResumeSummaryDto(row), data: parseResumeDataTolerant(row.data).data };
}

/** The list view: no resume data, so that a dashboard of many resumes stays small. */
export type ResumeSummaryDto = Omit<ResumeDto, "data">;

export function toResumeSummaryDto(row: Omit<Resume, "data">): ResumeSummaryDto {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    visibility: row.visibility,
    locked: row.locked,
    language: row.language,
    template: row.template,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What anyone may see of a public resume: never the owner's private notes. */
export function withoutPrivateNotes(data: ResumeData): ResumeData {
  return { ...data, metadata: { ...data.metadata, notes: "" } };
}
