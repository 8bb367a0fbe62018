import { NextResponse } from "next/server";
import { trajectoryRequestSchema } from "@/core/career/trajectory";
import { resolveAiActor } from "@/lib/ai/resolve-ai-actor";
import { careerTrajectory } from "@/lib/career/career-trajectory";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/ai/trajectory { resumeId, targetRole?, idempotencyKey } → TRAJECTORY (100 tokens): the path
// so far from the resume's jobs (periods, months, seniority steps, gaps, tenure) and next steps with
// the skills the resume shows and lacks for each; a model adds only the wording.
// Signed-in users; a guest session is refused (Forbidden), a visitor without one is Unauthorized.
export const POST = route(
  { auth: "optional", body: trajectoryRequestSchema, maxBytes: 4096 },
  async ({ request, user, body }) => {
    const { actor } = await resolveAiActor(user, request.cookies);
    return NextResponse.json(await careerTrajectory({ actor, request: body, signal: request.signal }));
  },
);
