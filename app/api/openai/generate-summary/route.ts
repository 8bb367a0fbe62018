import { NextResponse } from "next/server";
import { generateSummary, startSummaryStream, type SummaryStreamEvent } from "@/lib/ai/generate-summary";
import { resolveAiActor } from "@/lib/ai/resolve-ai-actor";
import { generateSummarySchema } from "@/lib/ai/writing-inputs";
import { route } from "@/lib/http/route";
import { exportProgressResponse } from "@/lib/pdf/export-progress";

export const dynamic = "force-dynamic";

// POST /api/openai/generate-summary { jobTitle, language, resumeId?, idempotencyKey } → SUMMARY_GENERATION (40 tokens).
// With `Accept: application/x-ndjson` the text streams as it is written ({type:"delta"}..., then {type:"done"}
// with the result, or {type:"error"}); refusals before the charge are plain JSON errors either way.
export const POST = route(
  { auth: "optional", body: generateSummarySchema, maxBytes: 4096 },
  async ({ request, user, body }) => {
    const { actor, guest } = await resolveAiActor(user, request.cookies);
    const input = { actor, guest, ...body, signal: request.signal };
    if (!request.headers.get("accept")?.includes("application/x-ndjson"))
      return NextResponse.json(await generateSummary(input));
    const { pump } = await startSummaryStream(input);
    return exportProgressResponse<SummaryStreamEvent>(pump);
  },
);
