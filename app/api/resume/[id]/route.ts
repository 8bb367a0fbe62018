import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { deleteResume } from "@/lib/resume/delete-resume";
import { getResume } from "@/lib/resume/get-resume";
import { maxResumeBodyBytes, resumeParamsSchema, updateResumeInputSchema } from "@/lib/resume/resume-inputs";
import { updateResume } from "@/lib/resume/update-resume";

export const dynamic = "force-dynamic";

// GET /api/resume/{id} - one of the user's resumes with its data
export const GET = route({ auth: "user", params: resumeParamsSchema }, async ({ user, params }) =>
  NextResponse.json(await getResume(user.id, params.id)),
);

// PATCH /api/resume/{id} - save title, slug, visibility and data, based on a version
export const PATCH = route(
  { auth: "user", params: resumeParamsSchema, body: updateResumeInputSchema, maxBytes: maxResumeBodyBytes },
  async ({ user, params, body }) => NextResponse.json(await updateResume({ owner: user, resumeId: params.id, input: body })),
);

// DELETE /api/resume/{id} - delete an unlocked resume
export const DELETE = route({ auth: "user", params: resumeParamsSchema }, async ({ user, params }) => {
  await deleteResume(user.id, params.id);
  return new NextResponse(null, { status: 204 });
});
