import { NextResponse } from "next/server";
import { enableTwoFactor } from "@/lib/auth/enable-two-factor";
import { enableTwoFactorSchema } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";

// POST /api/auth/2fa/enable - confirm setup with the password and a 6-digit code; answers the 10 backup codes, once
export const POST = route({ auth: "user", body: enableTwoFactorSchema, maxBytes: 1024 }, async ({ user, body }) =>
  NextResponse.json(await enableTwoFactor(user, body)),
);
