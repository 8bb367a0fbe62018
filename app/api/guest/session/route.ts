import { after, NextResponse } from "next/server";
import { clientAddress } from "@/lib/auth/client-address";
import { createGuestSession } from "@/lib/guest/create-guest-session";
import { cleanUpGuestSessionsNow } from "@/lib/guest/delete-expired-guest-sessions";
import { guestCookieName, guestCookieOptions, readGuestToken } from "@/lib/guest/guest-cookie";
import { assertNotSignedIn } from "@/lib/guest/require-guest";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/guest/session - start (or keep) this browser's guest session; the token goes in a cookie only
export const POST = route(async (request) => {
  await assertNotSignedIn(request.cookies);
  const session = await createGuestSession({
    existingToken: readGuestToken(request.cookies),
    clientAddress: clientAddress(request.headers),
  });
  after(cleanUpGuestSessionsNow);
  const response = NextResponse.json(
    { valid: true, created: session.created, expiresAt: session.expiresAt.toISOString() },
    { status: session.created ? 201 : 200 },
  );
  response.cookies.set(guestCookieName, session.token, guestCookieOptions(session.expiresAt));
  return response;
});
