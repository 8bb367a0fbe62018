import "server-only";
import { analyzeResume, type AnalysisResult } from "@/core/analysis";
import {
  jobFitFindingsSchema,
  jobFitParts,
  type JobFitRequest,
  type JobFitResult,
  type JobFitVerdict,
} from "@/core/career/job-fit";
import { runAiOperation, type AiToolCall } from "@/lib/ai/run-ai-operation";
import { findCareerResume } from "./find-career-resume";
import { composeJobFitVerdict, writeJobFitVerdict } from "./job-fit-verdict";

/** The analyzer's numbers for the job fit: the overall match, the parts, the explained match list. */
function fitNumbers(analysis: AnalysisResult) {
  const breakdown = analysis.advanced.jobMatchAnalysis.detailedBreakdown;
  return {
    state: analysis.state,
    score: analysis.basic.jobMatchAnalysis.overallMatch,
    atsScore: analysis.basic.atsOptimization.overallScore,
    parts: Object.fromEntries(jobFitParts.map((part) => [part, breakdown[part] ?? null])) as JobFitResult["parts"],
    matches: analysis.matches,
    gaps: analysis.advanced.competitiveAnalysis.skillGaps,
  };
}

/**
 * POST /api/ai/job-fit: how well one of the caller's resumes fits a job (JOB_FIT_SCORE, 100 tokens,
 * signed-in users). The analyzer computes every number (the same input gives the same numbers); a
 * configured model only words the verdict and advice, in the resume's language. Any failure after
 * the charge refunds it.
 */
export async function scoreJobFit(input: AiToolCall<JobFitRequest> & { now?: Date }): Promise<JobFitResult> {
  const { actor, request } = input;
  const resume = await findCareerResume(actor, "JOB_FIT_SCORE", request.resumeId);
  const language = resume.metadata.locale;
  const run = await runAiOperation({
    actor,
    operation: "JOB_FIT_SCORE",
    idempotencyKey: request.idempotencyKey,
    input: {
      resumeId: request.resumeId,
      jobDescription: request.jobDescription,
      jobTitle: request.jobTitle ?? "",
      language,
    },
    signal: input.signal,
    work: async ({ mode, signal }) => {
      const analysis = analyzeResume({
        resume,
        jobDescription: request.jobDescription,
        headline: request.jobTitle,
        now: input.now ?? new Date(),
      });
      const fit = fitNumbers(analysis);
      // Nothing recognised in the job: no score to explain, so no model call either.
      const verdict: JobFitVerdict =
        mode === "model" && analysis.state === "results"
          ? await writeJobFitVerdict({ fit, jobTitle: request.jobTitle, resumeLocale: language, signal })
          : await composeJobFitVerdict(analysis, fit, language);
      // Checked inside the work, so that a result that does not fit is refunded like any failure.
      return jobFitFindingsSchema.parse({ ...fit, verdict });
    },
  });
  return { ...run.result, language, mode: run.mode, charged: run.charged, cost: run.cost, balance: run.balance };
}
