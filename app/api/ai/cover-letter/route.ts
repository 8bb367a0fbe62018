import { NextResponse } from "next/server";
import { coverLetterRequestSchema } from "@/core/cover-letter/schema";
import { resolveAiActor } from "@/lib/ai/resolve-ai-actor";
import { generateCoverLetter } from "@/lib/cover-letter/generate-cover-letter";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/ai/cover-letter { resumeId, jobTitle, company, recipient?, jobDescription?, tone?, idempotencyKey }
// → COVER_LETTER (100 tokens): the letter for the job, in the resume's language, from its facts, stored
// with the resume. Signed-in users; a guest session is refused (Forbidden), a visitor without one is Unauthorized.
export const POST = route(
  { auth: "optional", body: coverLetterRequestSchema, maxBytes: 96_000 },
  async ({ request, user, body }) => {
    const { actor } = await resolveAiActor(user, request.cookies);
    return NextResponse.json(await generateCoverLetter({ actor, request: body, signal: request.signal }));
  },
);
