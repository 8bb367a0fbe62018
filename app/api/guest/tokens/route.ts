import { NextResponse } from "next/server";
import { requireGuest } from "@/lib/guest/require-guest";
import { route } from "@/lib/http/route";
import { getTokenSummary } from "@/lib/tokens/get-token-summary";

export const dynamic = "force-dynamic";

// GET /api/guest/tokens - the guest session's balance: remaining, used, limit, percentage
export const GET = route(async (request) => {
  const session = await requireGuest(request.cookies);
  const { remaining, used, limit, percentage } = await getTokenSummary({ guestSessionId: session.id });
  return NextResponse.json({ remaining, used, limit, percentage });
});
