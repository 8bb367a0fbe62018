import { z } from "zod";
import { careerChargeShape, careerRequestSchema, careerTargetRole, checkedTextSchema } from "./shared";

/*
 * The LinkedIn rewrite (LINKEDIN_REWRITE, 200 tokens): a headline, an About text and one text per
 * job, in the resume's language, written only from the resume's facts, to paste into LinkedIn.
 */

/** LinkedIn's own limits, in characters. */
export const linkedInLimits = { headline: 220, about: 2600, experience: 2000 } as const;

export const linkedInRequestSchema = careerRequestSchema({ targetRole: careerTargetRole });
export type LinkedInRequest = z.infer<typeof linkedInRequestSchema>;

/** Why a text is thin: the resume has no summary, jobs, skills, or its language has no offline words. */
export const linkedInNotes = ["noSummary", "noExperience", "noSkills", "languageFallback"] as const;

export const linkedInResultSchema = z.strictObject({
  /** The resume's language (its metadata.locale). */
  language: z.string(),
  headline: checkedTextSchema(linkedInLimits.headline),
  about: checkedTextSchema(linkedInLimits.about),
  experience: z.array(
    checkedTextSchema(linkedInLimits.experience).extend({
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
