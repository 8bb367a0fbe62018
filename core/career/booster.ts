import { z } from "zod";
import { careerChargeShape, careerRequestSchema, newFactSchema } from "./shared";

/*
 * The resume booster (BOOSTER, 200 tokens): concrete rewrites of the weak bullets of a resume's jobs
 * and projects, each accepted (or skipped) one by one in the builder. A rewrite never adds a fact: a
 * missing result is a bracketed placeholder ("[number]") for the user to fill in.
 */

export const boosterRequestSchema = careerRequestSchema({
  /** The job the bullets should speak to (read by the model only; the offline rules ignore it). */
  jobDescription: z.string().trim().max(20_000).optional(),
});
export type BoosterRequest = z.infer<typeof boosterRequestSchema>;

/**
 * Why a bullet is weak: it does not open with an action verb, it says "responsible for" (or another
 * passive opener), it has filler or wordy phrases, it is over 30 words, it shows no number.
 */
export const weakBulletReasons = ["noActionVerb", "passive", "filler", "tooLong", "noResult"] as const;
export type WeakBulletReason = (typeof weakBulletReasons)[number];

/** At most this many suggestions per run, the weakest bullets first. */
export const boosterMaxSuggestions = 10;

export const boosterSuggestionSchema = z.strictObject({
  /** The job or project the bullet belongs to, and its section. */
  itemId: z.string(),
  section: z.enum(["experience", "projects"]),
  /** The bullet as the resume has it (the plain text of one list item or paragraph of the item's description). */
  before: z.string(),
  /** The rewrite, plain text; a result the resume does not state is a [placeholder]. */
  after: z.string(),
  reasons: z.array(z.enum(weakBulletReasons)).min(1),
  /** What the rewrite names that the bullet does not (lib/ai/offline/facts.ts): the user checks them. */
  newFacts: z.array(newFactSchema),
});
export type BoosterSuggestion = z.infer<typeof boosterSuggestionSchema>;

export const boosterResultSchema = z.strictObject({
  /** The resume's language (its metadata.locale). */
  language: z.string(),
  suggestions: z.array(boosterSuggestionSchema).max(boosterMaxSuggestions),
  /** Weak bullets found but not rewritten (the offline rules could not improve them, or past the limit). */
  leftAsIs: z.number().int().min(0),
  ...careerChargeShape,
});
export type BoosterResult = z.infer<typeof boosterResultSchema>;
