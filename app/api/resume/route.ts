import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { createResume } from "@/lib/resume/create-resume";
import { listResumes } from "@/lib/resume/list-resumes";
import { createResumeInputSchema, maxResumeBodyBytes } from "@/lib/resume/resume-inputs";

export const dynamic = "force-dynamic";

// GET /api/resume - the signed-in user's resumes, newest first, without their data
export const GET = route({ auth: "user" }, async ({ user }) => NextResponse.json(await listResumes(user.id)));

// POST /api/resume - create a private resume (blank, or with the data given)
export const POST = route({ auth: "user", body: createResumeInputSchema, maxBytes: maxResumeBodyBytes }, async ({ user, body }) =>
  NextResponse.json(await createResume(user, body), { status: 201 }),
);
