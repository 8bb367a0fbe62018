import "server-only";
import type { AnalysisProgressEvent, AnalyzeRequest } from "@/core/analysis/progress-events";
import { exportProgressResponse } from "@/lib/pdf/export-progress";
import { prepareResumeAnalysis, runResumeAnalysis, type AnalysisKind, type AnalysisUser } from "./run-resume-analysis";

/**
 * The analysis as POST /api/ai/analyze and /api/ai/analyze/advanced answer it: the resume's owner and
 * the plan are checked first (thrown, so answered as ordinary JSON errors), then the real steps stream
 * as NDJSON: {type:"step"} for each, then {type:"result"} or {type:"error"}.
 */
export async function streamResumeAnalysis(input: {
  user: AnalysisUser;
  kind: AnalysisKind;
  request: AnalyzeRequest;
  signal?: AbortSignal;
}): Promise<Response> {
  const prepared = await prepareResumeAnalysis(input.user, input.kind, input.request.resumeId);
  return exportProgressResponse<AnalysisProgressEvent>((emit) => runResumeAnalysis({ ...input, prepared }, emit));
}
