import { NextResponse } from "next/server";
import { findGuestSession } from "@/lib/guest/find-guest-session";
import { readGuestToken } from "@/lib/guest/guest-cookie";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/guest/session/check - whether this browser holds a live guest session
export const GET = route(async (request) => {
  const token = readGuestToken(request.cookies);
  const session = token ? await findGuestSession(token) : null;
  return NextResponse.json({ valid: session !== null, expiresAt: session?.expiresAt.toISOString() ?? null });
});
