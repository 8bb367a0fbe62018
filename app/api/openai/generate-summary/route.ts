import { NextResponse } from "next/server";
import { generateSummary } from "@/lib/ai/generate-summary";
import { resolveAiActor } from "@/lib/ai/resolve-ai-actor";
import { generateSummarySchema } from "@/lib/ai/writing-inputs";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/openai/generate-summary { jobTitle, language, resumeId?, idempotencyKey } → SUMMARY_GENERATION (40 tokens)
export const POST = route(
  { auth: "optional", body: generateSummarySchema, maxBytes: 4096 },
  async ({ request, user, body }) => {
    const { actor, guest } = await resolveAiActor(user, request.cookies);
    return NextResponse.json(await generateSummary({ actor, guest, ...body, signal: request.signal }));
  },
);
