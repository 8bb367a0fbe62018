import { NextResponse } from "next/server";
import { handleStripeWebhook } from "@/lib/billing/handle-stripe-webhook";
import { AppError } from "@/core/errors";
import { readBodyLimited, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Stripe's events are a few kilobytes; the signature covers the exact bytes, so the body is read raw.
const maxWebhookBytes = 256 * 1024;

// POST /api/payment/webhook - Stripe events, signature-verified; 400 on a bad or stale signature
export const POST = route({ auth: "none" }, async ({ request }) => {
  const body = await readBodyLimited(request, maxWebhookBytes, () => new AppError("PayloadTooLarge"));
  return NextResponse.json(await handleStripeWebhook(body, request.headers.get("stripe-signature")));
});
