import { NextResponse } from "next/server";
import { getCurrentUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/user/session - who is signed in, for the marketing header: { user } or { user: null }, never a 401.
// Only what the account menu shows; the full profile stays behind GET /api/user/me.
export const GET = route(async () => {
  const user = await getCurrentUser();
  const body = {
    user: user && {
      name: user.name,
      username: user.username,
      picture: user.picture,
      subscriptionTier: user.subscriptionTier,
    },
  };
  // A visitor's answer holds nothing of anyone's and may be kept (to be asked again before any use): a
  // page that received a no-store answer is never kept for the back button.
  return NextResponse.json(body, { headers: { "cache-control": user ? "private, no-store" : "private, no-cache" } });
});
