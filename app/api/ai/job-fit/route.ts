import { NextResponse } from "next/server";
import { jobFitRequestSchema } from "@/core/career/job-fit";
import { resolveAiActor } from "@/lib/ai/resolve-ai-actor";
import { scoreJobFit } from "@/lib/career/score-job-fit";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/ai/job-fit { resumeId, jobDescription, jobTitle?, idempotencyKey } → JOB_FIT_SCORE (100 tokens):
// the analyzer's fit score, its parts and the explained match, with a verdict in the resume's language.
// Signed-in users; a guest session is refused (Forbidden), a visitor without one is Unauthorized.
export const POST = route(
  { auth: "optional", body: jobFitRequestSchema, maxBytes: 64 * 1024 },
  async ({ request, user, body }) => {
    const { actor } = await resolveAiActor(user, request.cookies);
    return NextResponse.json(await scoreJobFit({ actor, request: body, signal: request.signal }));
  },
);
