import { NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { disableTwoFactor } from "@/lib/auth/disable-two-factor";
import { confirmIdentitySchema } from "@/lib/auth/schemas";
import { requireUser } from "@/lib/auth/session";
import { parseJsonBody, route } from "@/lib/http/route";

// POST /api/auth/2fa/disable - turn two-factor off; needs { code } (current) or { password }
export const POST = route(async (request) => {
  const user = await requireUser();
  await disableTwoFactor(user, await parseJsonBody(request, confirmIdentitySchema, { maxBytes: 1024 }));
  return NextResponse.json(await authMessage("twoFactorDisabled", user.locale));
});
