import { NextResponse } from "next/server";
import { getPaymentConfig } from "@/lib/billing/get-payment-config";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/payment/config - paymentsEnabled and the pricing catalogue (the same for everyone; clients cache it 5 minutes)
export const GET = route({ auth: "none" }, async () =>
  NextResponse.json(getPaymentConfig(), {
    headers: { "cache-control": "private, max-age=300, stale-while-revalidate=600" },
  }),
);
