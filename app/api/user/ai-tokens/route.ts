import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { getTokenSummary } from "@/lib/tokens/get-token-summary";
import { tokenCosts } from "@/lib/tokens/token-costs";

export const dynamic = "force-dynamic";

// GET /api/user/ai-tokens - the signed-in user's balance (remaining, used, limit, percentage, the two buckets) and the cost table
export const GET = route({ auth: "user" }, async ({ user }) => {
  const summary = await getTokenSummary({ userId: user.id });
  return NextResponse.json({ ...summary, costs: tokenCosts }, { headers: { "cache-control": "private, no-store" } });
});
