import { NextResponse } from "next/server";
import { reauthenticationSchema } from "@/lib/auth/schemas";
import { requireUser } from "@/lib/auth/session";
import { setupTwoFactor } from "@/lib/auth/setup-two-factor";
import { parseJsonBody, route } from "@/lib/http/route";

// POST /api/auth/2fa/setup - start two-factor setup after the password (or a sign-in in the last five
// minutes, for accounts without one); `message` is the otpauth:// URI for the QR code
export const POST = route(async (request) => {
  const user = await requireUser();
  const input = await parseJsonBody(request, reauthenticationSchema, { maxBytes: 1024 });
  const { uri } = await setupTwoFactor(user, input);
  return NextResponse.json({ message: uri });
});
