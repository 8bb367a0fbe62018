import { NextResponse } from "next/server";
import { parseSearchParams, route } from "@/lib/http/route";
import { listTokenHistory, tokenHistoryQuerySchema } from "@/lib/tokens/list-token-history";

export const dynamic = "force-dynamic";

// GET /api/user/ai-tokens/history?page=&pageSize= - the user's ledger rows, newest first, and use per operation over the last months
export const GET = route({ auth: "user" }, async ({ request, user }) => {
  const { page, pageSize } = parseSearchParams(request, tokenHistoryQuerySchema);
  return NextResponse.json(await listTokenHistory({ owner: { userId: user.id }, page, pageSize }), {
    headers: { "cache-control": "private, no-store" },
  });
});
