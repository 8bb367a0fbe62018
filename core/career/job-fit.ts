import { z } from "zod";
import { jobDescriptionSchema, matchSchema } from "@/core/analysis/schema";
import { careerChargeShape, careerRequestSchema } from "./shared";

/*
 * The job-fit score (JOB_FIT_SCORE, 100 tokens): how well one of the user's resumes fits one job.
 * Every number is the analyzer's (core/analysis); the verdict and advice are words next to them,
 * written by the model when one is configured, else composed from the analyzer's findings.
 */

export const jobFitRequestSchema = careerRequestSchema({
  jobDescription: jobDescriptionSchema,
  /** The job's title when the description does not start with it (read as the job's first line). */
  jobTitle: z.string().trim().max(200).optional(),
});
export type JobFitRequest = z.infer<typeof jobFitRequestSchema>;

/** The parts of the score, one per kind of requirement (the analyzer's detailed breakdown). */
export const jobFitParts = [
  "skill",
  "tool",
  "experienceYears",
  "duty",
  "education",
  "certification",
  "language",
  "softSkill",
] as const;
export type JobFitPart = (typeof jobFitParts)[number];

/** Score bands of the verdict: 80 and above strong, 60 good, 40 partial, below weak (spec §9 colours at 80 and 60). */
export const jobFitBands = ["strong", "good", "partial", "weak", "unknown"] as const;
export type JobFitBand = (typeof jobFitBands)[number];

export function jobFitBandOf(score: number | null): JobFitBand {
  if (score === null) return "unknown";
  return score >= 80 ? "strong" : score >= 60 ? "good" : score >= 40 ? "partial" : "weak";
}

const score = z.number().int().min(0).max(100);

export const jobFitVerdictSchema = z.strictObject({
  band: z.enum(jobFitBands),
  /** One or two sentences in the resume's language. */
  text: z.string().min(1).max(600),
  advice: z.array(z.string().min(1).max(400)).max(4),
});
export type JobFitVerdict = z.infer<typeof jobFitVerdictSchema>;

/** What the work finds: the analyzer's numbers and match, and the words next to them. */
export const jobFitFindingsSchema = z.strictObject({
  /** "noUsefulData" when the job description named nothing the analyzer recognises (then no score). */
  state: z.enum(["results", "noUsefulData"]),
  /** The job fit: the analyzer's overall match, weighted by each requirement's importance. */
  score: score.nullable(),
  atsScore: score,
  /** Per kind of requirement; null where the job asks nothing of that kind. */
  parts: z.record(z.enum(jobFitParts), score.nullable()),
  /** Every requirement with the quoted resume text that proves it, or a gap with its importance. */
  matches: z.array(matchSchema),
  gaps: z.strictObject({
    critical: z.array(z.string()),
    important: z.array(z.string()),
    niceToHave: z.array(z.string()),
  }),
  verdict: jobFitVerdictSchema,
});

export const jobFitResultSchema = jobFitFindingsSchema.extend({
  /** The resume's language (its metadata.locale), in which the verdict is written. */
  language: z.string(),
  ...careerChargeShape,
});
export type JobFitResult = z.infer<typeof jobFitResultSchema>;
