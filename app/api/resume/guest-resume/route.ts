import { NextResponse } from "next/server";
import { maxGuestResumeBodyBytes, updateGuestResumeInputSchema } from "@/lib/guest/guest-resume-inputs";
import { requireGuest } from "@/lib/guest/require-guest";
import { updateGuestResume } from "@/lib/guest/update-guest-resume";
import { parseJsonBody, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// PATCH /api/resume/guest-resume - save the guest's resume, based on a version (as PATCH /api/resume/{id})
export const PATCH = route(async (request) => {
  const session = await requireGuest(request.cookies);
  const input = await parseJsonBody(request, updateGuestResumeInputSchema, { maxBytes: maxGuestResumeBodyBytes });
  return NextResponse.json(await updateGuestResume(session, input));
});
