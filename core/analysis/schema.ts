import { z } from "zod";
import { importanceLevels, requirementKinds } from "./job-description";

/*
 * The shapes of an analysis (spec §3 "Analysis results", basic and advanced, plus the match list).
 * Texts are codes with parameters that the interface translates (namespace "analysis"); a model,
 * when one is configured, may add its own wording next to a code, never a number.
 */

const score = z.number().int().min(0).max(100);
const params = z.record(z.string(), z.union([z.string(), z.number()]));

/** A pasted job description, as the analysis and the job-fit score take it. */
export const jobDescriptionSchema = z
  .string()
  .trim()
  .min(20, { error: "Paste the job description (at least 20 characters)" })
  .max(20_000);

export const messageSchema = z.strictObject({
  code: z.string(),
  params: params.default({}),
  /** Wording written by the model (online only), shown instead of the translated code. */
  text: z.string().optional(),
});
export type AnalysisMessage = z.infer<typeof messageSchema>;

export const impactSchema = z.enum(["high", "medium", "low"]);
export const timeToImplementSchema = z.enum(["minutes", "hours", "days", "weeks", "months"]);

export const recommendationSchema = messageSchema.extend({
  impact: impactSchema,
  timeToImplement: timeToImplementSchema,
});
export type AnalysisRecommendation = z.infer<typeof recommendationSchema>;

export const suggestionSchema = messageSchema.extend({ priority: z.enum(["high", "medium", "low"]) });
export type AnalysisSuggestion = z.infer<typeof suggestionSchema>;

export const atsChecks = [
  "structure",
  "contact",
  "dates",
  "length",
  "actionVerbs",
  "measurableResults",
  "keywords",
  "readability",
] as const;
export type AtsCheck = (typeof atsChecks)[number];

export const sectionScoreSchema = z.strictObject({ score: score.nullable(), reason: messageSchema });

export const proofSchema = z.strictObject({
  section: z.string(),
  itemId: z.string().nullable(),
  path: z.string(),
  quote: z.string(),
});
export type MatchProof = z.infer<typeof proofSchema>;

export const requirementSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(requirementKinds),
  termId: z.string().nullable(),
  label: z.string(),
  importance: z.enum(importanceLevels),
  source: z.string(),
});

export const matchSchema = z.strictObject({
  requirement: requirementSchema,
  status: z.enum(["matched", "partial", "gap"]),
  proof: proofSchema.nullable(),
  /** For experience years: required and found; for education: required and found level keys. */
  detail: params.optional(),
});
export type RequirementMatch = z.infer<typeof matchSchema>;

export const marketPositionSchema = z.enum(["leading", "competitive"]).nullable();

const keywordPlacementSchema = z.record(
  z.enum(["headline", "summary", "experience", "skills", "education", "other"]),
  z.number().int().min(0),
);

export const basicAnalysisSchema = z.strictObject({
  atsOptimization: z.strictObject({
    overallScore: score,
    sectionScores: z.record(z.enum(atsChecks), sectionScoreSchema),
    keywordOptimization: z.strictObject({
      totalKeywords: z.number().int().min(0),
      keywordDensity: z.number().min(0),
      missingKeywords: z.array(z.string()),
      keywordPlacement: keywordPlacementSchema,
      keywordImportance: z.strictObject({
        critical: z.array(z.string()),
        important: z.array(z.string()),
        other: z.array(z.string()),
      }),
    }),
  }),
  jobMatchAnalysis: z.strictObject({
    overallMatch: score.nullable(),
    skillMatch: score.nullable(),
    cultureMatch: score.nullable(),
    experienceMatch: score.nullable(),
  }),
  personalizedRecommendations: z.strictObject({
    immediate: z.array(recommendationSchema).max(4),
    longTerm: z.array(recommendationSchema),
  }),
  competitiveAnalysis: z.strictObject({
    uniqueValue: z.array(messageSchema),
    differentiation: z.array(messageSchema),
    competitiveAdvantage: z.array(messageSchema).max(3),
    marketPosition: marketPositionSchema,
  }),
  rawATSData: z.strictObject({
    suggestions: z.strictObject({
      highPriority: z.array(suggestionSchema),
      mediumPriority: z.array(suggestionSchema),
      lowPriority: z.array(suggestionSchema),
    }),
    sectionStrengthData: z.record(z.string(), score),
    keywordAnalysis: z.strictObject({
      totalKeywords: z.number().int().min(0),
      keywordDensity: z.number().min(0),
      missingKeywords: z.array(z.string()),
      readabilityScore: score,
    }),
  }),
});
export type BasicAnalysis = z.infer<typeof basicAnalysisSchema>;

export const advancedAnalysisSchema = z.strictObject({
  atsOptimization: z.strictObject({
    overallScore: score,
    formattingAnalysis: z.strictObject({ recommendations: z.array(messageSchema) }),
  }),
  jobMatchAnalysis: z.strictObject({
    overallMatch: score.nullable(),
    skillMatch: score.nullable(),
    experienceMatch: score.nullable(),
    cultureMatch: score.nullable(),
    /** The resume says nothing about pay, so the analyzer cannot score it: always null offline. */
    salaryMatch: score.nullable(),
    detailedBreakdown: z.record(z.string(), score),
  }),
  competitiveAnalysis: z.strictObject({
    marketPosition: marketPositionSchema,
    competitiveAdvantage: z.array(messageSchema).max(3),
    skillGaps: z.strictObject({
      critical: z.array(z.string()),
      important: z.array(z.string()),
      niceToHave: z.array(z.string()),
    }),
    uniqueValue: z.array(messageSchema),
    differentiation: z.array(messageSchema),
  }),
  personalizedRecommendations: z.strictObject({
    immediate: z.array(recommendationSchema).max(4),
    longTerm: z.array(recommendationSchema),
  }),
});
export type AdvancedAnalysis = z.infer<typeof advancedAnalysisSchema>;

export const analysisResultSchema = z.strictObject({
  /** "results", or "noUsefulData" when the job description named nothing the analyzer recognises. */
  state: z.enum(["results", "noUsefulData"]),
  language: z.enum(["en", "ar"]),
  basic: basicAnalysisSchema,
  advanced: advancedAnalysisSchema,
  matches: z.array(matchSchema),
  /** Facts the scores were computed from. */
  facts: z.strictObject({
    resumeWords: z.number().int().min(0),
    bullets: z.number().int().min(0),
    experienceYears: z.number().min(0),
    requirements: z.number().int().min(0),
  }),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;
