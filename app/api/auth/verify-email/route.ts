import { NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { verifyEmail } from "@/lib/auth/email-verification";
import { verifyEmailSchema } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";

// POST /api/auth/verify-email - confirm an email address with the token from the mailed link
export const POST = route({ auth: "none", body: verifyEmailSchema, maxBytes: 1024 }, async ({ body: { token } }) => {
  await verifyEmail(token);
  return NextResponse.json(await authMessage("emailVerified"));
});
