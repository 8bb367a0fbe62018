import { NextResponse } from "next/server";
import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { route } from "@/lib/http/route";
import { createResume } from "@/lib/resume/create-resume";
import { listResumes } from "@/lib/resume/list-resumes";
import { createResumeInputSchema, maxResumeBodyBytes } from "@/lib/resume/resume-inputs";
import { scheduleResumeThumbnail } from "@/lib/thumbnails/thumbnail-scheduler";

export const dynamic = "force-dynamic";

// GET /api/resume - the signed-in user's resumes, newest first, without their data
export const GET = route({ auth: "user" }, async ({ user }) => NextResponse.json(await listResumes(user.id)));

// POST /api/resume - create a private resume (blank, or with the data given)
export const POST = route(
  { auth: "user", body: createResumeInputSchema, maxBytes: maxResumeBodyBytes },
  async ({ user, body }) => {
    const created = await createResume(user, body);
    scheduleResumeThumbnail(user.id, created.id, renderPrintDocument);
    return NextResponse.json(created, { status: 201 });
  },
);
