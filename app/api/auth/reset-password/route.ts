import { NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { resetPassword } from "@/lib/auth/reset-password";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";

// POST /api/auth/reset-password - set a new password with the mailed token; ends every session
export const POST = route({ auth: "none", body: resetPasswordSchema, maxBytes: 4096 }, async ({ body }) => {
  await resetPassword(body);
  return NextResponse.json(await authMessage("passwordReset"));
});
