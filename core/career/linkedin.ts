import { z } from "zod";
import { careerChargeShape, careerIdempotencyKey, careerResumeId } from "./shared";

/*
 * The LinkedIn rewrite (LINKEDIN_REWRITE, 200 tokens): a headline, an About text and one text per
 * job, in the resume's language, written only from the resume's facts, to paste into LinkedIn.
 */

/** LinkedIn's own limits, in characters. */
export const linkedInLimits = { headline: 220, about: 2600, experience: 2000 } as const;

export const linkedInRequestSchema = z.strictObject({
  resumeId: careerResumeId,
  /** The role the texts should speak to (the user's wish, not a fact of the resume). */
  targetRole: z.string().trim().max(200).optional(),
  idempotencyKey: careerIdempotencyKey,
});
export type LinkedInRequest = z.infer<typeof linkedInRequestSchema>;

/** What a text names that the resume does not (lib/ai/offline/facts.ts): the user checks them. */
export const newFactSchema = z.strictObject({ kind: z.enum(["number", "name", "skill"]), value: z.string() });

const text = (max: number) => z.strictObject({ text: z.string().max(max), newFacts: z.array(newFactSchema) });

/** Why a text is thin: the resume has no summary, jobs, skills, or its language has no offline words. */
export const linkedInNotes = ["noSummary", "noExperience", "noSkills", "languageFallback"] as const;

export const linkedInResultSchema = z.strictObject({
  /** The resume's language (its metadata.locale). */
  language: z.string(),
  headline: text(linkedInLimits.headline),
  about: text(linkedInLimits.about),
  experience: z.array(
    text(linkedInLimits.experience).extend({
      itemId: z.string(),
      position: z.string(),
      company: z.string(),
    }),
  ),
  notes: z.array(z.enum(linkedInNotes)),
  ...careerChargeShape,
});
export type LinkedInResult = z.infer<typeof linkedInResultSchema>;
export type LinkedInNote = (typeof linkedInNotes)[number];
