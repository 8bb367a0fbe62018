import { NextResponse } from "next/server";
import { coverLetterSaveSchema } from "@/core/cover-letter/schema";
import { resolveAiActor } from "@/lib/ai/resolve-ai-actor";
import { getCoverLetter } from "@/lib/cover-letter/get-cover-letter";
import { saveCoverLetter } from "@/lib/cover-letter/save-cover-letter";
import { route } from "@/lib/http/route";
import { resumeParamsSchema } from "@/lib/resume/resume-inputs";

export const dynamic = "force-dynamic";

// GET /api/resume/{id}/cover-letter - the cover letter stored with one of the user's resumes
// ({ resumeId, html, jobTitle, company, recipient, jobDescription, updatedAt }; empty, updatedAt null, when none).
// Signed-in users; a guest session is refused (Forbidden), a visitor without one is Unauthorized.
export const GET = route({ auth: "optional", params: resumeParamsSchema }, async ({ request, user, params }) => {
  const { actor } = await resolveAiActor(user, request.cookies);
  return NextResponse.json(await getCoverLetter({ actor, resumeId: params.id }));
});

// PUT /api/resume/{id}/cover-letter { html, jobTitle, company, recipient, jobDescription } - save the
// editor's letter (HTML sanitised; 50,000 characters of HTML, 20,000 of job description at most).
export const PUT = route(
  { auth: "optional", params: resumeParamsSchema, body: coverLetterSaveSchema, maxBytes: 160_000 },
  async ({ request, user, params, body }) => {
    const { actor } = await resolveAiActor(user, request.cookies);
    return NextResponse.json(await saveCoverLetter({ actor, resumeId: params.id, letter: body }));
  },
);
