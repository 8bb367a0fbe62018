import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { trackTokenUsage, trackTokenUsageSchema } from "@/lib/ai/track-token-usage";

export const dynamic = "force-dynamic";

// PATCH /api/user/ai-tokens/track - charge an operation's cost from the server's table, once per idempotency key
export const PATCH = route({ auth: "user", body: trackTokenUsageSchema, maxBytes: 1024 }, async ({ user, body }) =>
  NextResponse.json(await trackTokenUsage(user, body)),
);
