import { NextResponse } from "next/server";
import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { route } from "@/lib/http/route";
import { deleteResume } from "@/lib/resume/delete-resume";
import { getResume } from "@/lib/resume/get-resume";
import { maxResumeBodyBytes, resumeParamsSchema, updateResumeInputSchema } from "@/lib/resume/resume-inputs";
import { updateResume } from "@/lib/resume/update-resume";
import { scheduleResumeThumbnail } from "@/lib/thumbnails/thumbnail-scheduler";

export const dynamic = "force-dynamic";

// GET /api/resume/{id} - one of the user's resumes with its data
export const GET = route({ auth: "user", params: resumeParamsSchema }, async ({ user, params }) =>
  NextResponse.json(await getResume(user.id, params.id)),
);

// PATCH /api/resume/{id} - save title, slug, visibility and data, based on a version
export const PATCH = route(
  { auth: "user", params: resumeParamsSchema, body: updateResumeInputSchema, maxBytes: maxResumeBodyBytes },
  async ({ user, params, body }) => {
    const saved = await updateResume({ owner: user, resumeId: params.id, input: body });
    // The dashboard card's picture of the new version, drawn after the answer has gone (coalesced, never awaited).
    scheduleResumeThumbnail(user.id, saved.id, renderPrintDocument);
    return NextResponse.json(saved);
  },
);

// DELETE /api/resume/{id} - delete an unlocked resume
export const DELETE = route({ auth: "user", params: resumeParamsSchema }, async ({ user, params }) => {
  await deleteResume(user.id, params.id);
  return new NextResponse(null, { status: 204 });
});
