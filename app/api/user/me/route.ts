import { NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { deleteAccount } from "@/lib/auth/delete-account";
import { confirmIdentitySchema, updateProfileSchema } from "@/lib/auth/schemas";
import { requireUser } from "@/lib/auth/session";
import { clearSessionCookie } from "@/lib/auth/session-cookie";
import { updateProfile } from "@/lib/auth/update-profile";
import { parseJsonBody, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/user/me - the signed-in user (401 JSON when signed out)
export const GET = route(async () => NextResponse.json(await requireUser()));

// PATCH /api/user/me - change name, username, locale, theme or picture (nothing else)
export const PATCH = route(async (request) => {
  const user = await requireUser();
  return NextResponse.json(await updateProfile(user, await parseJsonBody(request, updateProfileSchema, { maxBytes: 8192 })));
});

// DELETE /api/user/me - delete the account and its resumes; { password } or { code } confirms
export const DELETE = route(async (request) => {
  const user = await requireUser();
  await deleteAccount(user, await parseJsonBody(request, confirmIdentitySchema, { maxBytes: 1024 }));
  await clearSessionCookie();
  return NextResponse.json(await authMessage("accountDeleted", user.locale));
});
