import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { parseJsonBody, route } from "@/lib/http/route";
import { trackTokenUsage, trackTokenUsageSchema } from "@/lib/tokens/track-token-usage";

export const dynamic = "force-dynamic";

// PATCH /api/user/ai-tokens/track - charge an operation's cost from the server's table, once per idempotency key
export const PATCH = route(async (request) => {
  const user = await requireUser();
  const input = await parseJsonBody(request, trackTokenUsageSchema, { maxBytes: 1024 });
  return NextResponse.json(await trackTokenUsage(user, input));
});
