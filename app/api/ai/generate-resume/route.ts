import type { GenerationEvent } from "@/core/ai/generator/form";
import { generateResumeRequestSchema, prepareGeneration, runGeneration } from "@/lib/ai/generate-resume";
import { requireGuest } from "@/lib/guest/require-guest";
import { route } from "@/lib/http/route";
import { exportProgressResponse } from "@/lib/pdf/export-progress";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/ai/generate-resume - the smart generator (100 tokens, RESUME_GENERATION): a signed-in
// user's new resume, or a visitor's guest resume (guest session required). The form, the permission
// and the resume limit are answered as plain JSON errors; then the real steps stream as NDJSON
// ({type:"step"}..., then {type:"done"} with the new resume's id and path, or {type:"error"}).
export const POST = route(
  { auth: "optional", body: generateResumeRequestSchema, maxBytes: 64 * 1024 },
  async ({ request, user, body }) => {
    const caller = user ? { user } : { user: null, guest: await requireGuest(request.cookies) };
    const prepared = await prepareGeneration(caller, body);
    return exportProgressResponse<GenerationEvent>((emit) => runGeneration(prepared, emit));
  },
);
