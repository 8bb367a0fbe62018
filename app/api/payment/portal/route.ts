import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { createPortalSession } from "@/lib/billing/create-portal-session";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/payment/portal → { url } of Stripe's customer portal for the caller; 503 PaymentsDisabled when off
export const POST = route(async () => {
  const user = await requireUser();
  return NextResponse.json(await createPortalSession(user));
});
