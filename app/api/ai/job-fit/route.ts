import { jobFitRequestSchema } from "@/core/career/job-fit";
import { aiToolRoute } from "@/lib/ai/ai-tool-route";
import { scoreJobFit } from "@/lib/career/score-job-fit";

export const dynamic = "force-dynamic";

// POST /api/ai/job-fit { resumeId, jobDescription, jobTitle?, idempotencyKey } → JOB_FIT_SCORE (100 tokens):
// the analyzer's fit score, its parts and the explained match, with a verdict in the resume's language.
// Signed-in users; a guest session is refused (Forbidden), a visitor without one is Unauthorized.
export const POST = aiToolRoute({ body: jobFitRequestSchema, maxBytes: 64 * 1024 }, scoreJobFit);
