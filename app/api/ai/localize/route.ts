import { localizeRequestSchema } from "@/core/career/localize";
import { aiToolRoute } from "@/lib/ai/ai-tool-route";
import { localizeResume } from "@/lib/career/localize-resume";

export const dynamic = "force-dynamic";

// POST /api/ai/localize { resumeId, targetLocale, idempotencyKey } → LOCALIZATION (100 tokens): the resume
// as a NEW resume in another product locale (within the plan's resume limit), names, dates, numbers,
// links and design kept; the text translated by a model when one is configured, else kept as written.
// Signed-in users; a guest session is refused (Forbidden), a visitor without one is Unauthorized.
export const POST = aiToolRoute({ body: localizeRequestSchema, maxBytes: 4096 }, localizeResume);
