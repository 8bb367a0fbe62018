import { NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { resendVerificationEmail } from "@/lib/auth/email-verification";
import { route } from "@/lib/http/route";

// POST /api/auth/verify-email/resend - mail the signed-in user a new verification link
export const POST = route({ auth: "user" }, async ({ user }) => {
  await resendVerificationEmail(user);
  return NextResponse.json(await authMessage("verificationSent", user.locale));
});
