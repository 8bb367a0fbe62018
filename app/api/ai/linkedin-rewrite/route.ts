import { NextResponse } from "next/server";
import { linkedInRequestSchema } from "@/core/career/linkedin";
import { resolveAiActor } from "@/lib/ai/resolve-ai-actor";
import { rewriteForLinkedIn } from "@/lib/career/rewrite-for-linkedin";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/ai/linkedin-rewrite { resumeId, targetRole?, idempotencyKey } → LINKEDIN_REWRITE (200 tokens):
// a headline, an About text and one text per job, in the resume's language, from the resume's facts.
// Signed-in users; a guest session is refused (Forbidden), a visitor without one is Unauthorized.
export const POST = route(
  { auth: "optional", body: linkedInRequestSchema, maxBytes: 4096 },
  async ({ request, user, body }) => {
    const { actor } = await resolveAiActor(user, request.cookies);
    return NextResponse.json(await rewriteForLinkedIn({ actor, request: body, signal: request.signal }));
  },
);
