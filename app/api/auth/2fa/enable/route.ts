import { NextResponse } from "next/server";
import { enableTwoFactor } from "@/lib/auth/enable-two-factor";
import { enableTwoFactorSchema } from "@/lib/auth/schemas";
import { requireUser } from "@/lib/auth/session";
import { parseJsonBody, route } from "@/lib/http/route";

// POST /api/auth/2fa/enable - confirm setup with the password and a 6-digit code; answers the 10 backup codes, once
export const POST = route(async (request) => {
  const user = await requireUser();
  const input = await parseJsonBody(request, enableTwoFactorSchema, { maxBytes: 1024 });
  return NextResponse.json(await enableTwoFactor(user, input));
});
