import { NextResponse } from "next/server";
import { resolveAiActor } from "@/lib/ai/resolve-ai-actor";
import { runWritingHelp } from "@/lib/ai/writing-help";
import { changeToneSchema } from "@/lib/ai/writing-inputs";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/openai/change-tone { text, tone, language, idempotencyKey } → CHANGE_TONE (10 tokens)
export const POST = route(
  { auth: "optional", body: changeToneSchema, maxBytes: 100_000 },
  async ({ request, user, body }) => {
    const { actor } = await resolveAiActor(user, request.cookies);
    return NextResponse.json(await runWritingHelp({ actor, kind: "tone", ...body, signal: request.signal }));
  },
);
