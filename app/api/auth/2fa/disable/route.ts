import { NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { disableTwoFactor } from "@/lib/auth/disable-two-factor";
import { confirmIdentitySchema } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";

// POST /api/auth/2fa/disable - turn two-factor off; needs { code } (current) or { password }
export const POST = route({ auth: "user", body: confirmIdentitySchema, maxBytes: 1024 }, async ({ user, body }) => {
  await disableTwoFactor(user, body);
  return NextResponse.json(await authMessage("twoFactorDisabled", user.locale));
});
