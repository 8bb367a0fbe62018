import { NextResponse } from "next/server";
import { getFeatureFlags } from "@/lib/flags/get-feature-flags";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/feature/flags - the feature flags, from configuration
export const GET = route({ auth: "none" }, async () => NextResponse.json(getFeatureFlags()));
