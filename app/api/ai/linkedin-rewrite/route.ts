import { linkedInRequestSchema } from "@/core/career/linkedin";
import { aiToolRoute } from "@/lib/ai/ai-tool-route";
import { rewriteForLinkedIn } from "@/lib/career/rewrite-for-linkedin";

export const dynamic = "force-dynamic";

// POST /api/ai/linkedin-rewrite { resumeId, targetRole?, idempotencyKey } → LINKEDIN_REWRITE (200 tokens):
// a headline, an About text and one text per job, in the resume's language, from the resume's facts.
// Signed-in users; a guest session is refused (Forbidden), a visitor without one is Unauthorized.
export const POST = aiToolRoute({ body: linkedInRequestSchema, maxBytes: 4096 }, rewriteForLinkedIn);
