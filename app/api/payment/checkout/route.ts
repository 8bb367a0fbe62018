import { NextResponse } from "next/server";
import { checkoutRequestSchema } from "@/lib/billing/checkout-schema";
import { createCheckoutSession } from "@/lib/billing/create-checkout-session";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/payment/checkout {kind:"subscription",tier} | {kind:"tokens",packId} → { url } of Stripe Checkout; 503 PaymentsDisabled when off
export const POST = route({ auth: "user", body: checkoutRequestSchema, maxBytes: 4096 }, async ({ user, body }) => {
  const { url } = await createCheckoutSession(user, body);
  return NextResponse.json({ url });
});
