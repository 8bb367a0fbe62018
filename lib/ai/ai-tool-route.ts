import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { route, type RouteInput } from "@/lib/http/route";
import { resolveAiActor } from "./resolve-ai-actor";
import type { AiToolCall } from "./run-ai-operation";

/**
 * The POST handler of a paid AI tool (booster, job fit, cover letter, ...): the body parsed by its
 * schema within `maxBytes`, a signed-in user or the browser's guest session as the AI actor (the tool
 * itself refuses a guest where it must), then the tool with the client's signal; its result as JSON.
 */
export function aiToolRoute<Schema extends z.ZodType>(
  { body, maxBytes }: { body: Schema; maxBytes: number },
  tool: (call: AiToolCall<RouteInput<"optional", Schema, undefined>["body"]>) => Promise<unknown>,
) {
  return route({ auth: "optional", body, maxBytes }, async ({ request, user, body: input }) => {
    const { actor } = await resolveAiActor(user, request.cookies);
    return NextResponse.json(await tool({ actor, request: input, signal: request.signal }));
  });
}
