import { NextResponse } from "next/server";
import { createPortalSession } from "@/lib/billing/create-portal-session";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/payment/portal → { url } of Stripe's customer portal for the caller; 503 PaymentsDisabled when off
export const POST = route({ auth: "user" }, async ({ user }) => NextResponse.json(await createPortalSession(user)));
