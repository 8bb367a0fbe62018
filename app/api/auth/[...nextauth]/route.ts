import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { handlers, signIn } from "@/auth";
import { config } from "@/lib/config";
import { isSocialProviderId } from "@/lib/auth/auth-providers";
import { startSocialSignIn } from "@/lib/auth/start-social-sign-in";
import { route, withApiSecurityHeaders } from "@/lib/http/route";

// GET /api/auth/{provider} - start that provider's sign-in (spec accounts §7: by browser navigation)
// GET|POST /api/auth/* - Auth.js itself: /signin/{provider}, /callback/{provider}, /session, /csrf ...
// Auth.js's POSTs are protected by its own CSRF token and OAuth state checks, not by route()'s
// Origin check: Apple answers with a cross-site form POST to the callback.

const startProvider = route(
  { auth: "none", params: z.object({ nextauth: z.tuple([z.string()]) }) },
  async ({ request, params }) => {
    const [provider] = params.nextauth;
    const location = await startSocialSignIn({
      provider,
      redirect: request.nextUrl.searchParams.get("redirect"),
      signIn,
    });
    return NextResponse.redirect(new URL(location, config.APP_URL));
  },
);

export async function GET(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  const { nextauth } = await context.params;
  if (nextauth.length === 1 && isSocialProviderId(nextauth[0] ?? "")) return startProvider(request, context);
  return withApiSecurityHeaders(await handlers.GET(request));
}

export async function POST(request: NextRequest) {
  return withApiSecurityHeaders(await handlers.POST(request));
}
