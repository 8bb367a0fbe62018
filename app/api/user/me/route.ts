import { NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { deleteAccount } from "@/lib/auth/delete-account";
import { confirmIdentitySchema, updateProfileSchema } from "@/lib/auth/schemas";
import { clearSessionCookie } from "@/lib/auth/session-cookie";
import { updateProfile } from "@/lib/auth/update-profile";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/user/me - the signed-in user (401 JSON when signed out)
export const GET = route({ auth: "user" }, async ({ user }) => NextResponse.json(user));

// PATCH /api/user/me - change name, username, locale, theme or picture (nothing else)
export const PATCH = route({ auth: "user", body: updateProfileSchema, maxBytes: 8192 }, async ({ user, body }) =>
  NextResponse.json(await updateProfile(user, body)),
);

// DELETE /api/user/me - delete the account and its resumes; { password } or { code } confirms
export const DELETE = route({ auth: "user", body: confirmIdentitySchema, maxBytes: 1024 }, async ({ user, body }) => {
  await deleteAccount(user, body);
  await clearSessionCookie();
  return NextResponse.json(await authMessage("accountDeleted", user.locale));
});
