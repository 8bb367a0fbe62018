import { NextResponse } from "next/server";
import { reauthenticationSchema } from "@/lib/auth/schemas";
import { setupTwoFactor } from "@/lib/auth/setup-two-factor";
import { route } from "@/lib/http/route";

// POST /api/auth/2fa/setup - start two-factor setup after the password (or a sign-in in the last five
// minutes, for accounts without one); `message` is the otpauth:// URI for the QR code
export const POST = route({ auth: "user", body: reauthenticationSchema, maxBytes: 1024 }, async ({ user, body }) => {
  const { uri } = await setupTwoFactor(user, body);
  return NextResponse.json({ message: uri });
});
