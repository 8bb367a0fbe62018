import { NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { changePassword } from "@/lib/auth/change-password";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { requireUser } from "@/lib/auth/session";
import { readSessionToken } from "@/lib/auth/session-cookie";
import { parseJsonBody, route } from "@/lib/http/route";

// POST /api/user/me/password - change the password (current password required); other sessions end
export const POST = route(async (request) => {
  const user = await requireUser();
  const input = await parseJsonBody(request, changePasswordSchema, { maxBytes: 4096 });
  await changePassword(user, { ...input, sessionToken: await readSessionToken() });
  return NextResponse.json(await authMessage("passwordChanged", user.locale));
});
