import { NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { resetPassword } from "@/lib/auth/reset-password";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { parseJsonBody, route } from "@/lib/http/route";

// POST /api/auth/reset-password - set a new password with the mailed token; ends every session
export const POST = route(async (request) => {
  const input = await parseJsonBody(request, resetPasswordSchema, { maxBytes: 4096 });
  await resetPassword(input);
  return NextResponse.json(await authMessage("passwordReset"));
});
