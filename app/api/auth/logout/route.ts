import { NextResponse } from "next/server";
import { signOutCurrentSession } from "@/lib/auth/sign-out";
import { route } from "@/lib/http/route";

// POST /api/auth/logout - end this browser's session server-side and clear its cookies
export const POST = route({ auth: "none" }, async () => {
  await signOutCurrentSession();
  return NextResponse.json({ status: "signed_out" });
});
