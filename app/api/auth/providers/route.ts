import { NextResponse } from "next/server";
import { listAuthProviders } from "@/lib/auth/auth-providers";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/auth/providers - the enabled sign-in methods: configured social / OpenID providers and "email"
export const GET = route({ auth: "none" }, async () => NextResponse.json(listAuthProviders()));
