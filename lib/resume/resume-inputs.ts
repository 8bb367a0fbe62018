import "server-only";
import { z } from "zod";
import { locales } from "@/core/i18n/locales";

// The request bodies of the resume API. Unknown top-level keys (userId, locked, counters) are
// stripped, never applied; the resume data itself is validated strictly by the resume schema.

export const resumeTitleSchema = z.string().trim().min(1).max(255).describe("Resume title, 1 to 255 characters");
export const resumeSlugSchema = z
  .string()
  .trim()
  .max(255)
  .describe("URL slug; slugified, generated from the title when empty");
export const visibilitySchema = z.enum(["PUBLIC", "PRIVATE"]);

export const createResumeInputSchema = z.object({
  title: resumeTitleSchema,
  slug: resumeSlugSchema.optional(),
  language: z.enum(locales).default("en-US"),
  /** Resume data; omitted for a blank resume. Validated strictly by the resume schema. */
  data: z.unknown().optional(),
});
export type CreateResumeInput = z.input<typeof createResumeInputSchema>;

export const updateResumeInputSchema = z.object({
  /** The version this edit was based on: a stale one is refused, never overwritten. */
  version: z.number().int().positive(),
  title: resumeTitleSchema.optional(),
  slug: resumeSlugSchema.optional(),
  visibility: visibilitySchema.optional(),
  data: z.unknown().optional(),
});
export type UpdateResumeInput = z.infer<typeof updateResumeInputSchema>;

export const lockResumeInputSchema = z.object({ set: z.boolean() });

/** The `{id}` of /api/resume/{id}/...: any string; an id that names no resume of the caller is a 404 further on. */
export const resumeParamsSchema = z.object({ id: z.string() });

/** Resume documents are a few tens of kilobytes; anything far larger is a mistake or an attack. */
export const maxResumeBodyBytes = 2 * 1024 * 1024;
