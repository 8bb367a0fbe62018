import { NextResponse } from "next/server";
import { boosterRequestSchema } from "@/core/career/booster";
import { resolveAiActor } from "@/lib/ai/resolve-ai-actor";
import { boostBullets } from "@/lib/career/boost-bullets";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/ai/booster { resumeId, jobDescription?, idempotencyKey } → BOOSTER (200 tokens): rewrites of
// the weak bullets of the resume's jobs and projects, a [placeholder] where a result is missing.
// Signed-in users; a guest session is refused (Forbidden), a visitor without one is Unauthorized.
export const POST = route(
  { auth: "optional", body: boosterRequestSchema, maxBytes: 64 * 1024 },
  async ({ request, user, body }) => {
    const { actor } = await resolveAiActor(user, request.cookies);
    return NextResponse.json(await boostBullets({ actor, request: body, signal: request.signal }));
  },
);
