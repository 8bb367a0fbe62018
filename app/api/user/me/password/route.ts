import { NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { changePassword } from "@/lib/auth/change-password";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { readSessionToken } from "@/lib/auth/session-cookie";
import { route } from "@/lib/http/route";

// POST /api/user/me/password - change the password (current password required); other sessions end
export const POST = route({ auth: "user", body: changePasswordSchema, maxBytes: 4096 }, async ({ user, body }) => {
  await changePassword(user, { ...body, sessionToken: await readSessionToken() });
  return NextResponse.json(await authMessage("passwordChanged", user.locale));
});
