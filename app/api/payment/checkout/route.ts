import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { checkoutRequestSchema } from "@/lib/billing/checkout-schema";
import { createCheckoutSession } from "@/lib/billing/create-checkout-session";
import { parseJsonBody, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/payment/checkout {kind:"subscription",tier} | {kind:"tokens",packId} → { url } of Stripe Checkout; 503 PaymentsDisabled when off
export const POST = route(async (request) => {
  const user = await requireUser();
  const body = await parseJsonBody(request, checkoutRequestSchema, { maxBytes: 4096 });
  const { url } = await createCheckoutSession(user, body);
  return NextResponse.json({ url });
});
