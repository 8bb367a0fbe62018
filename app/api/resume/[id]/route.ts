import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { parseJsonBody, route } from "@/lib/http/route";
import { deleteResume } from "@/lib/resume/delete-resume";
import { getResume } from "@/lib/resume/get-resume";
import { maxResumeBodyBytes, updateResumeInputSchema } from "@/lib/resume/resume-inputs";
import { updateResume } from "@/lib/resume/update-resume";
import { scheduleResumeThumbnail } from "@/lib/thumbnails/thumbnail-scheduler";

export const dynamic = "force-dynamic";
type Params = { id: string };

// GET /api/resume/{id} - one of the user's resumes with its data
export const GET = route<Params>(async (_request, { params }) => {
  const user = await requireUser();
  return NextResponse.json(await getResume(user.id, (await params).id));
});

// PATCH /api/resume/{id} - save title, slug, visibility and data, based on a version
export const PATCH = route<Params>(async (request, { params }) => {
  const user = await requireUser();
  const input = await parseJsonBody(request, updateResumeInputSchema, { maxBytes: maxResumeBodyBytes });
  const saved = await updateResume(user, (await params).id, input);
  // The dashboard card's picture of the new version, drawn after the answer has gone (coalesced, never awaited).
  scheduleResumeThumbnail(user.id, saved.id, renderPrintDocument);
  return NextResponse.json(saved);
});

// DELETE /api/resume/{id} - delete an unlocked resume
export const DELETE = route<Params>(async (_request, { params }) => {
  const user = await requireUser();
  await deleteResume(user.id, (await params).id);
  return new NextResponse(null, { status: 204 });
});
