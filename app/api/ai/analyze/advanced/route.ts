import { analyzeRequestSchema } from "@/core/analysis/progress-events";
import { streamResumeAnalysis } from "@/lib/analysis/stream-resume-analysis";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/ai/analyze/advanced - the advanced analysis (ADVANCED_RESUME_ANALYSIS, 150 tokens; premium
// plans only) of one of the caller's resumes against a job description, streamed as NDJSON
// (lib/analysis/stream-resume-analysis.ts).
export const POST = route(
  { auth: "user", body: analyzeRequestSchema, maxBytes: 64 * 1024 },
  ({ request, user, body }) => streamResumeAnalysis({ user, kind: "advanced", request: body, signal: request.signal }),
);
