import { boosterRequestSchema } from "@/core/career/booster";
import { aiToolRoute } from "@/lib/ai/ai-tool-route";
import { boostBullets } from "@/lib/career/boost-bullets";

export const dynamic = "force-dynamic";

// POST /api/ai/booster { resumeId, jobDescription?, idempotencyKey } → BOOSTER (200 tokens): rewrites of
// the weak bullets of the resume's jobs and projects, a [placeholder] where a result is missing.
// Signed-in users; a guest session is refused (Forbidden), a visitor without one is Unauthorized.
export const POST = aiToolRoute({ body: boosterRequestSchema, maxBytes: 64 * 1024 }, boostBullets);
