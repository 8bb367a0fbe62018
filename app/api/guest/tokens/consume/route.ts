import { NextResponse } from "next/server";
import { consumeGuestTokens, consumeGuestTokensSchema } from "@/lib/guest/consume-guest-tokens";
import { requireGuest } from "@/lib/guest/require-guest";
import { parseJsonBody, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// PATCH /api/guest/tokens/consume - charge one operation to the guest's balance (cost from the server)
export const PATCH = route(async (request) => {
  const session = await requireGuest(request.cookies);
  const input = await parseJsonBody(request, consumeGuestTokensSchema, { maxBytes: 1024 });
  return NextResponse.json(await consumeGuestTokens(session, input));
});
