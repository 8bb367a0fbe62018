import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { setupTwoFactor } from "@/lib/auth/setup-two-factor";
import { route } from "@/lib/http/route";

// POST /api/auth/2fa/setup - start two-factor setup; `message` is the otpauth:// URI for the QR code
export const POST = route(async () => {
  const { uri } = await setupTwoFactor(await requireUser());
  return NextResponse.json({ message: uri });
});
