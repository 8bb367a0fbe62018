import { NextResponse } from "next/server";
import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { getCheckoutStatus } from "@/lib/billing/get-checkout-status";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const sessionIdSchema = z.string().regex(/^cs_[A-Za-z0-9_]{1,255}$/);

// GET /api/payment/checkout/{sessionId} → the caller's own checkout state (pending until the webhook lands); read-only
export const GET = route<{ sessionId: string }>(async (_request, { params }) => {
  const user = await requireUser();
  const parsed = sessionIdSchema.safeParse((await params).sessionId);
  if (!parsed.success) throw new AppError("NotFound");
  return NextResponse.json(await getCheckoutStatus(user, parsed.data), { headers: { "cache-control": "no-store" } });
});
