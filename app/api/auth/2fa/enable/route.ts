import { NextResponse } from "next/server";
import { enableTwoFactor } from "@/lib/auth/enable-two-factor";
import { codeBodySchema } from "@/lib/auth/schemas";
import { requireUser } from "@/lib/auth/session";
import { parseJsonBody, route } from "@/lib/http/route";

// POST /api/auth/2fa/enable - confirm setup with a 6-digit code; answers the 10 backup codes, once
export const POST = route(async (request) => {
  const user = await requireUser();
  const { code } = await parseJsonBody(request, codeBodySchema, { maxBytes: 1024 });
  return NextResponse.json(await enableTwoFactor(user, code));
});
