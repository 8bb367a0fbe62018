import { NextResponse } from "next/server";
import { resolveAiActor } from "@/lib/ai/resolve-ai-actor";
import { runWritingHelp } from "@/lib/ai/writing-help";
import { writingHelpSchema } from "@/lib/ai/writing-inputs";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/openai/fix-grammar { text, language, idempotencyKey } → FIX_SPELLING_GRAMMAR (5 tokens)
export const POST = route(
  { auth: "optional", body: writingHelpSchema, maxBytes: 100_000 },
  async ({ request, user, body }) => {
    const { actor } = await resolveAiActor(user, request.cookies);
    return NextResponse.json(await runWritingHelp({ actor, kind: "fix", ...body, signal: request.signal }));
  },
);
