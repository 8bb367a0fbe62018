import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { getPermissions } from "@/lib/plans/get-permissions";

export const dynamic = "force-dynamic";

// GET /api/user/permissions - what the signed-in user (or, signed out, a guest) may do, for showing and hiding controls;
// the server asks the same module before doing anything, so hiding a control is never the protection
export const GET = route({ auth: "optional" }, async ({ user }) =>
  NextResponse.json(await getPermissions({ user }), { headers: { "cache-control": "private, no-store" } }),
);
