import { NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { resendVerificationEmail } from "@/lib/auth/email-verification";
import { requireUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";

// POST /api/auth/verify-email/resend - mail the signed-in user a new verification link
export const POST = route(async () => {
  const user = await requireUser();
  await resendVerificationEmail(user);
  return NextResponse.json(await authMessage("verificationSent", user.locale));
});
