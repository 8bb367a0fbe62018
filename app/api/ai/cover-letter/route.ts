import { coverLetterRequestSchema } from "@/core/cover-letter/schema";
import { aiToolRoute } from "@/lib/ai/ai-tool-route";
import { generateCoverLetter } from "@/lib/cover-letter/generate-cover-letter";

export const dynamic = "force-dynamic";

// POST /api/ai/cover-letter { resumeId, jobTitle, company, recipient?, jobDescription?, tone?, idempotencyKey }
// → COVER_LETTER (100 tokens): the letter for the job, in the resume's language, from its facts, stored
// with the resume. Signed-in users; a guest session is refused (Forbidden), a visitor without one is Unauthorized.
export const POST = aiToolRoute({ body: coverLetterRequestSchema, maxBytes: 96_000 }, generateCoverLetter);
