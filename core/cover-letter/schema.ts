import { z } from "zod";
import { careerChargeShape, careerRequestSchema, newFactSchema } from "@/core/career/shared";

/*
 * The cover letter (docs/COVER-LETTER.md): one per resume, stored with it, edited as rich text in the
 * builder and printed in the resume's template. Generating one costs COVER_LETTER (100 tokens).
 * These schemas are shared by the routes, the server operations and the editor.
 */

/** Size limits: the letter's HTML (rich text with its markup) and each field the user types. */
export const coverLetterLimits = {
  html: 50_000,
  jobTitle: 200,
  company: 200,
  recipient: 200,
  jobDescription: 20_000,
} as const;

const field = (max: number) => z.string().trim().max(max);

/** The job the letter answers: typed by the user, saved with the letter. */
export const coverLetterJobShape = {
  jobTitle: field(coverLetterLimits.jobTitle),
  company: field(coverLetterLimits.company),
  recipient: field(coverLetterLimits.recipient),
  jobDescription: field(coverLetterLimits.jobDescription),
};

/** PUT /api/resume/{id}/cover-letter: the whole letter as the editor has it (sanitised on save). */
export const coverLetterSaveSchema = z.strictObject({
  html: z.string().max(coverLetterLimits.html),
  ...coverLetterJobShape,
});
export type CoverLetterSave = z.infer<typeof coverLetterSaveSchema>;

/** The stored letter. `updatedAt` is null while the resume has none (an empty letter is answered). */
export const coverLetterSchema = z.strictObject({
  resumeId: z.string(),
  html: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  recipient: z.string(),
  jobDescription: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

/** How the model should sound (the offline composer writes one plain, professional letter). */
export const coverLetterTones = ["professional", "enthusiastic", "concise"] as const;
export type CoverLetterTone = (typeof coverLetterTones)[number];

/** POST /api/ai/cover-letter. */
export const coverLetterRequestSchema = careerRequestSchema({
  jobTitle: field(coverLetterLimits.jobTitle).min(1),
  company: field(coverLetterLimits.company).min(1),
  recipient: field(coverLetterLimits.recipient).optional(),
  jobDescription: field(coverLetterLimits.jobDescription).optional(),
  tone: z.enum(coverLetterTones).optional(),
});
export type CoverLetterRequest = z.infer<typeof coverLetterRequestSchema>;

/**
 * Why an offline letter is thin: no requirement of the job is proved by a bullet of the resume, the
 * resume has no jobs or skills, or its language has no offline words (English was used).
 */
export const coverLetterNotes = ["noMatches", "noExperience", "noSkills", "languageFallback"] as const;
export type CoverLetterNote = (typeof coverLetterNotes)[number];

export const coverLetterResultSchema = z.strictObject({
  /** The generated letter, already saved with the resume. */
  letter: coverLetterSchema,
  /** The resume's language (its metadata.locale), which the letter is written in. */
  language: z.string(),
  /** What the letter names that the resume does not (lib/ai/offline/facts.ts): the user checks them. */
  newFacts: z.array(newFactSchema),
  notes: z.array(z.enum(coverLetterNotes)),
  ...careerChargeShape,
});
export type CoverLetterResult = z.infer<typeof coverLetterResultSchema>;

/** POST /api/resume/{id}/cover-letter/pdf: a client-chosen id, so that a retried export is charged once. */
export const coverLetterPdfRequestSchema = z.strictObject({ exportId: z.uuid().optional() });
