import { NextResponse } from "next/server";
import { createGuestResume } from "@/lib/guest/create-guest-resume";
import { deleteGuestResume, getGuestResume } from "@/lib/guest/get-guest-resume";
import { createGuestResumeInputSchema, maxGuestResumeBodyBytes } from "@/lib/guest/guest-resume-inputs";
import { requireGuest } from "@/lib/guest/require-guest";
import { parseJsonBody, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/guest/resume-data - create the guest's one resume (a second is refused: guest_limit)
export const POST = route(async (request) => {
  const session = await requireGuest(request.cookies);
  const input = await parseJsonBody(request, createGuestResumeInputSchema, { maxBytes: maxGuestResumeBodyBytes });
  return NextResponse.json({ success: true, resumeData: await createGuestResume(session, input) }, { status: 201 });
});

// GET /api/guest/resume-data - the guest's resume, or null
export const GET = route(async (request) => {
  const session = await requireGuest(request.cookies);
  return NextResponse.json({ success: true, resumeData: getGuestResume(session) });
});

// DELETE /api/guest/resume-data - clear the guest's resume
export const DELETE = route(async (request) => {
  const session = await requireGuest(request.cookies);
  await deleteGuestResume(session);
  return new NextResponse(null, { status: 204 });
});
