import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { AppError } from "@/core/errors";
import { claimGuestResume } from "@/lib/guest/claim-guest-resume";
import { expiredGuestCookieOptions, guestCookieName, readGuestToken } from "@/lib/guest/guest-cookie";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/guest/resume/claim - move this browser's guest resume into the signed-in account, once
export const POST = route(async (request) => {
  const user = await requireUser();
  const token = readGuestToken(request.cookies);
  if (!token) throw new AppError("ResumeNotFound");
  const resume = await claimGuestResume(user, token);
  const response = NextResponse.json(resume, { status: 201 });
  response.cookies.set(guestCookieName, "", expiredGuestCookieOptions);
  return response;
});
