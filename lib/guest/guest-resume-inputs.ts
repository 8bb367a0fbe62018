import "server-only";
import { z } from "zod";
import { locales } from "@/core/i18n/locales";
import { resumeTitleSchema } from "@/lib/resume/resume-inputs";
import { resumeTemplateNames } from "@/core/resume/schema";

// Request bodies of the guest resume API. The data itself is validated strictly by the resume schema.

export const createGuestResumeInputSchema = z.object({
  /** Resume data (e.g. the browser's local copy); omitted for a blank resume. */
  resumeData: z.unknown().optional(),
  title: resumeTitleSchema.optional(),
  template: z.enum(resumeTemplateNames).optional(),
  language: z.enum(locales).default("en-US"),
});
export type CreateGuestResumeInput = z.input<typeof createGuestResumeInputSchema>;

/** The same body as PATCH /api/resume/{id}, without what a guest cannot change (slug, visibility). */
export const updateGuestResumeInputSchema = z.object({
  version: z.number().int().positive(),
  title: resumeTitleSchema.optional(),
  data: z.unknown().optional(),
});
export type UpdateGuestResumeInput = z.infer<typeof updateGuestResumeInputSchema>;

/** A guest's resume is one document of a few tens of kilobytes; the cap is below the signed-in one. */
export const maxGuestResumeBodyBytes = 1024 * 1024;
