import { z } from "zod";
import type { ApiErrorBody } from "@/core/errors/codes";
import { advancedAnalysisSchema, analysisResultSchema, jobDescriptionSchema } from "./schema";

/*
 * The analysis progress stream (POST /api/ai/analyze and /api/ai/analyze/advanced): NDJSON, one
 * event a line. The five steps are the real stages of the work (spec §4, DECISIONS.md "real
 * progress"): scan (the resume read, the job description parsed, the tokens charged), ats (the
 * analyzer's checks and match), content (the model's wording, or nothing to do offline), score (the
 * result assembled and validated) and complete (sent).
 */

export const analysisSteps = ["scan", "ats", "content", "score", "complete"] as const;
export type AnalysisStep = (typeof analysisSteps)[number];

export const analysisLevels = ["entry-level", "mid-level", "senior", "executive"] as const;

export const analyzeRequestSchema = z.strictObject({
  resumeId: z.string().min(1).max(64),
  jobDescription: jobDescriptionSchema,
  headline: z.string().trim().max(200).optional(),
  level: z.enum(analysisLevels).default("mid-level"),
  /** The client's key for this request: a retry with the same key and input is not charged again. */
  requestId: z.string().min(8).max(100),
});
export type AnalyzeRequest = z.input<typeof analyzeRequestSchema>;

/** What the basic analysis answers: everything but the advanced dashboard. */
export const basicAnalysisResponseSchema = analysisResultSchema.omit({ advanced: true });
export const advancedAnalysisResponseSchema = analysisResultSchema.extend({ advanced: advancedAnalysisSchema });
export type BasicAnalysisResponse = z.infer<typeof basicAnalysisResponseSchema>;
export type AdvancedAnalysisResponse = z.infer<typeof advancedAnalysisResponseSchema>;

export type AnalysisProgressEvent =
  | { type: "step"; step: AnalysisStep; status: "active" | "done"; offline?: boolean }
  | {
      type: "result";
      kind: "basic" | "advanced";
      analysis: BasicAnalysisResponse | AdvancedAnalysisResponse;
      mode: "model" | "offline";
      tokensCharged: number;
      balance: number;
    }
  | { type: "error"; error: ApiErrorBody["error"] };
