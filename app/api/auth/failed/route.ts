import { NextResponse } from "next/server";
import { config } from "@/lib/config";
import { callbackPathForAuthError } from "@/lib/auth/social-sign-in";
import { route } from "@/lib/http/route";

// GET /api/auth/failed - Auth.js's error page (pages.error): on to /auth/callback?status=error&code=...
export const GET = route({ auth: "none" }, async ({ request }) =>
  NextResponse.redirect(new URL(callbackPathForAuthError(request.nextUrl.searchParams.get("error")), config.APP_URL)),
);
