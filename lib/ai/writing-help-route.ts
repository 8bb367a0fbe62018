import "server-only";
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { resolveAiActor } from "./resolve-ai-actor";
import { runWritingHelp, type WritingKind } from "./writing-help";
import type { changeToneSchema, writingHelpSchema } from "./writing-inputs";

/**
 * The POST handler of a writing-help route (fix, improve, change tone): a signed-in user or a guest
 * as the AI actor, then runWritingHelp of that kind on the body.
 */
export function writingHelpRoute(kind: WritingKind, body: typeof writingHelpSchema | typeof changeToneSchema) {
  return route({ auth: "optional", body, maxBytes: 100_000 }, async ({ request, user, body: input }) => {
    const { actor } = await resolveAiActor(user, request.cookies);
    return NextResponse.json(await runWritingHelp({ actor, kind, ...input, signal: request.signal }));
  });
}
