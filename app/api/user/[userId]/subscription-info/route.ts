import { NextResponse } from "next/server";
import { getSubscriptionInfo } from "@/lib/auth/get-subscription-info";
import { requireUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/user/{userId}/subscription-info - tier, user type, access flags, balance; own id only (else 404)
export const GET = route<{ userId: string }>(async (_request, context) => {
  const user = await requireUser();
  const { userId } = await context.params;
  return NextResponse.json(await getSubscriptionInfo(user, userId));
});
