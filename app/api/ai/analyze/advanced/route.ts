import { analyzeRequestSchema, type AnalysisProgressEvent } from "@/core/analysis/progress-events";
import { prepareResumeAnalysis, runResumeAnalysis } from "@/lib/analysis/run-resume-analysis";
import { route } from "@/lib/http/route";
import { exportProgressResponse } from "@/lib/pdf/export-progress";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/ai/analyze/advanced - the advanced analysis (ADVANCED_RESUME_ANALYSIS, 150 tokens; premium plans only) of one of the caller's resumes
// against a job description, streamed as NDJSON: {type:"step"} for each real step, then
// {type:"result"} or {type:"error"}. Sign-in, the body, the resume's owner and the plan are answered
// as ordinary JSON errors before the stream starts.
export const POST = route(
  { auth: "user", body: analyzeRequestSchema, maxBytes: 64 * 1024 },
  async ({ request, user, body }) => {
    const prepared = await prepareResumeAnalysis(user, "advanced", body.resumeId);
    return exportProgressResponse<AnalysisProgressEvent>((emit) =>
      runResumeAnalysis({ user, kind: "advanced", request: body, prepared, signal: request.signal }, emit),
    );
  },
);
