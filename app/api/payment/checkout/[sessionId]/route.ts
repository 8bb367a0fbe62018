import { NextResponse } from "next/server";
import { z } from "zod";
import { getCheckoutStatus } from "@/lib/billing/get-checkout-status";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,255}$/) });

// GET /api/payment/checkout/{sessionId} → the caller's own checkout state (pending until the webhook lands); read-only
export const GET = route({ auth: "user", params: paramsSchema }, async ({ user, params }) =>
  NextResponse.json(await getCheckoutStatus(user, params.sessionId), { headers: { "cache-control": "no-store" } }),
);
