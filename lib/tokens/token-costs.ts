import "server-only";
import { z } from "zod";
import { config } from "@/lib/config";
import type { SubscriptionTier } from "@/lib/db";

// The one table of what each operation costs (spec accounts §9) and of the monthly allowances
// (DECISIONS.md "Token buckets"). Costs are decided here, on the server: a client never names an amount.

export const tokenOperations = [
  "RESUME_GENERATION",
  "SUMMARY_GENERATION",
  "COVER_LETTER",
  "ADVANCED_RESUME_ANALYSIS",
  "ANALYTICS",
  "JOB_FIT_SCORE",
  "BOOSTER",
  "LINKEDIN_REWRITE",
  "TRAJECTORY",
  "LOCALIZATION",
  "PDF_EXPORT",
  "WORD_EXPORT",
  "AI_SUMMARY",
  "IMPROVE_WRITING",
  "FIX_SPELLING_GRAMMAR",
  "CHANGE_TONE",
  "AI_URL_JOB_DETAILS",
] as const;

export const tokenOperationSchema = z.enum(tokenOperations);
export type TokenOperation = z.infer<typeof tokenOperationSchema>;

export const tokenCosts: Readonly<Record<TokenOperation, number>> = Object.freeze({
  RESUME_GENERATION: 100,
  SUMMARY_GENERATION: 40,
  COVER_LETTER: 100,
  ADVANCED_RESUME_ANALYSIS: 150,
  ANALYTICS: 100,
  JOB_FIT_SCORE: 100,
  BOOSTER: 200,
  LINKEDIN_REWRITE: 200,
  TRAJECTORY: 100,
  LOCALIZATION: 100,
  PDF_EXPORT: 25,
  WORD_EXPORT: 40,
  AI_SUMMARY: 30,
  IMPROVE_WRITING: 10,
  FIX_SPELLING_GRAMMAR: 5,
  CHANGE_TONE: 10,
  AI_URL_JOB_DETAILS: 30,
});

/** Tokens granted at each monthly reset for a tier (TOKEN_ALLOWANCE_* in lib/config/schema.ts). */
export function monthlyAllowance(tier: SubscriptionTier): number {
  return config[`TOKEN_ALLOWANCE_${tier}`];
}

/** What a guest session starts with (GUEST_TOKEN_ALLOWANCE), renewed monthly like a user's. */
export function guestTokenAllowance(): number {
  return config.GUEST_TOKEN_ALLOWANCE;
}
