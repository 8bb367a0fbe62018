import { NextResponse } from "next/server";
import { z } from "zod";
import { getSubscriptionInfo } from "@/lib/auth/get-subscription-info";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/user/{userId}/subscription-info - tier, user type, access flags, balance; own id only (else 404)
export const GET = route({ auth: "user", params: z.object({ userId: z.string() }) }, async ({ user, params }) =>
  NextResponse.json(await getSubscriptionInfo(user, params.userId)),
);
