import "server-only";
import { z } from "zod";
import { analyzeResume, type AnalysisResult } from "@/core/analysis";
import {
  advancedAnalysisResponseSchema,
  basicAnalysisResponseSchema,
  type AnalysisProgressEvent,
  type AnalyzeRequest,
  analyzeRequestSchema,
} from "@/core/analysis/progress-events";
import { parseResumeDataTolerant } from "@/core/resume/schema";
import { generateAiObject } from "@/lib/ai/provider";
import { runAiOperation } from "@/lib/ai/run-ai-operation";
import type { SubscriptionTier } from "@/lib/db";
import { errorResponse } from "@/lib/http/route";
import { assertPermission } from "@/lib/plans/get-permissions";
import { findOwnedResume } from "@/lib/resume/find-owned-resume";

export type AnalysisUser = { id: string; subscriptionTier: SubscriptionTier };
export type AnalysisKind = "basic" | "advanced";

const operationOf = { basic: "ANALYTICS", advanced: "ADVANCED_RESUME_ANALYSIS" } as const;

/**
 * The checks answered before any stream starts (as ordinary JSON errors): the resume is the
 * caller's (ResumeNotFound otherwise, as for a missing one), the operation is allowed to the
 * caller's plan (the advanced analysis is premium: Forbidden for FREE and token users).
 */
export async function prepareResumeAnalysis(
  user: AnalysisUser,
  kind: AnalysisKind,
  resumeId: string,
): Promise<PreparedAnalysis> {
  const resume = await findOwnedResume(user.id, resumeId);
  if (kind === "advanced") await assertPermission({ user }, { action: "usePremiumFeatures" });
  await assertPermission({ user }, { action: "trackOperation", operation: operationOf[kind] });
  return { storedData: resume.data };
}

/** The stored resume, read by prepareResumeAnalysis and parsed in the scan step. */
export type PreparedAnalysis = { storedData: unknown };

// What the model may add: wording for the analyzer's own findings, keyed by their codes. It never
// returns a number, and nothing it says changes one.
const wordingSchema = z.object({
  items: z.array(z.object({ code: z.string().max(60), text: z.string().min(1).max(600) })).max(30),
});

function findingsOf(result: AnalysisResult) {
  const suggestions = [
    ...result.basic.rawATSData.suggestions.highPriority,
    ...result.basic.rawATSData.suggestions.mediumPriority,
    ...result.basic.rawATSData.suggestions.lowPriority,
  ];
  return suggestions.map(({ code, params, priority }) => ({ code, params, priority }));
}

async function addModelWording(result: AnalysisResult, signal: AbortSignal | undefined): Promise<AnalysisResult> {
  const findings = findingsOf(result);
  if (findings.length === 0) return result;
  const language = result.language === "ar" ? "Arabic" : "English";
  const { object } = await generateAiObject({
    operation: "ANALYTICS",
    schema: wordingSchema,
    schemaName: "analysis_wording",
    signal,
    system:
      "You explain the findings of a resume analysis to the resume's owner. For each finding code, write one or two sentences " +
      `of practical advice in ${language}. Use only the facts given; never invent an employer, date, degree, number or skill, ` +
      "and never state a score.",
    prompt: JSON.stringify({
      findings,
      gaps: result.matches.filter((match) => match.status === "gap").map((match) => match.requirement.label),
    }),
  });
  const wording = new Map(object.items.map((item) => [item.code, item.text]));
  const withText = <T extends { code: string }>(entry: T): T => {
    const text = wording.get(entry.code);
    return text ? { ...entry, text } : entry;
  };
  const { suggestions } = result.basic.rawATSData;
  const recommendations = {
    immediate: result.basic.personalizedRecommendations.immediate.map(withText),
    longTerm: result.basic.personalizedRecommendations.longTerm.map(withText),
  };
  return {
    ...result,
    basic: {
      ...result.basic,
      personalizedRecommendations: recommendations,
      rawATSData: {
        ...result.basic.rawATSData,
        suggestions: {
          highPriority: suggestions.highPriority.map(withText),
          mediumPriority: suggestions.mediumPriority.map(withText),
          lowPriority: suggestions.lowPriority.map(withText),
        },
      },
    },
    advanced: { ...result.advanced, personalizedRecommendations: recommendations },
  };
}

/**
 * Runs the analysis and reports its real steps. The charge (ANALYTICS 100 or
 * ADVANCED_RESUME_ANALYSIS 150) is made before the work and refunded when any later step fails.
 * Every number comes from the analyzer; with a model configured it only adds wording.
 */
export async function runResumeAnalysis(
  input: {
    user: AnalysisUser;
    kind: AnalysisKind;
    request: AnalyzeRequest;
    prepared: PreparedAnalysis;
    signal?: AbortSignal;
    now?: Date;
  },
  emit: (event: AnalysisProgressEvent) => void,
): Promise<void> {
  const { user, kind } = input;
  const request = analyzeRequestSchema.parse(input.request);
  let step: AnalysisProgressEvent & { type: "step" } = { type: "step", step: "scan", status: "active" };
  const begin = (name: typeof step.step, offline?: boolean) => {
    step = { type: "step", step: name, status: "active", ...(offline ? { offline } : {}) };
    emit(step);
  };
  const done = () => emit({ ...step, status: "done" });
  try {
    begin("scan");
    const resume = parseResumeDataTolerant(input.prepared.storedData).data;
    const outcome = await runAiOperation({
      actor: { user },
      operation: operationOf[kind],
      idempotencyKey: request.requestId,
      input: {
        kind,
        resumeId: request.resumeId,
        jobDescription: request.jobDescription,
        headline: request.headline ?? "",
        level: request.level,
      },
      signal: input.signal,
      work: async ({ mode, signal }) => {
        done();
        begin("ats");
        const analysis = analyzeResume({
          resume,
          jobDescription: request.jobDescription,
          headline: request.headline,
          level: request.level,
          now: input.now ?? new Date(),
        });
        done();
        begin("content", mode === "offline");
        const worded =
          mode === "model" && analysis.state === "results" ? await addModelWording(analysis, signal) : analysis;
        done();
        begin("score");
        const { advanced, ...basicOnly } = worded;
        const response =
          kind === "advanced"
            ? advancedAnalysisResponseSchema.parse({ ...basicOnly, advanced })
            : basicAnalysisResponseSchema.parse(basicOnly);
        done();
        return response;
      },
    });
    begin("complete");
    emit({
      type: "result",
      kind,
      analysis: outcome.result,
      mode: outcome.mode,
      tokensCharged: outcome.charged ? outcome.cost : 0,
      balance: outcome.balance,
    });
    done();
  } catch (error) {
    const body = (await errorResponse(error).json()) as {
      error: Extract<AnalysisProgressEvent, { type: "error" }>["error"];
    };
    emit({ type: "error", error: { ...body.error, details: { ...body.error.details, step: step.step } } });
  }
}
