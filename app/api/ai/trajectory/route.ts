import { trajectoryRequestSchema } from "@/core/career/trajectory";
import { aiToolRoute } from "@/lib/ai/ai-tool-route";
import { careerTrajectory } from "@/lib/career/career-trajectory";

export const dynamic = "force-dynamic";

// POST /api/ai/trajectory { resumeId, targetRole?, idempotencyKey } → TRAJECTORY (100 tokens): the path
// so far from the resume's jobs (periods, months, seniority steps, gaps, tenure) and next steps with
// the skills the resume shows and lacks for each; a model adds only the wording.
// Signed-in users; a guest session is refused (Forbidden), a visitor without one is Unauthorized.
export const POST = aiToolRoute({ body: trajectoryRequestSchema, maxBytes: 4096 }, careerTrajectory);
