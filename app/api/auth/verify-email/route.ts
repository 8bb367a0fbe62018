import { NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { verifyEmail } from "@/lib/auth/email-verification";
import { verifyEmailSchema } from "@/lib/auth/schemas";
import { route, parseJsonBody } from "@/lib/http/route";

// POST /api/auth/verify-email - confirm an email address with the token from the mailed link
export const POST = route(async (request) => {
  const { token } = await parseJsonBody(request, verifyEmailSchema, { maxBytes: 1024 });
  await verifyEmail(token);
  return NextResponse.json(await authMessage("emailVerified"));
});
