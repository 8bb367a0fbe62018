import "server-only";
import { z } from "zod";
import { tones } from "./offline/rules";

// The bodies of the writing routes (app/api/openai/*). Text is the editor's rich text, at most
// 10,000 characters, sanitised like every rich text before anything reads it.

export const maxWritingText = 10_000;

const language = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/)
  .default("en-US");
const idempotencyKey = z.string().trim().min(8).max(200);

export const writingHelpSchema = z.strictObject({
  text: z.string().trim().min(1).max(maxWritingText),
  language,
  idempotencyKey,
});

export const changeToneSchema = writingHelpSchema.extend({ tone: z.enum(tones) });

export const generateSummarySchema = z.strictObject({
  jobTitle: z.string().trim().min(1).max(200),
  language,
  /** The resume whose data the summary is written from (the owner's own; a guest's is their one resume). */
  resumeId: z.string().trim().min(1).max(100).optional(),
  idempotencyKey,
});

export type WritingHelpInput = z.infer<typeof writingHelpSchema>;
export type ChangeToneInput = z.infer<typeof changeToneSchema>;
export type GenerateSummaryInput = z.infer<typeof generateSummarySchema>;
