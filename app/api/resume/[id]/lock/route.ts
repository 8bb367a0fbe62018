import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { lockResumeInputSchema, resumeParamsSchema } from "@/lib/resume/resume-inputs";
import { setResumeLock } from "@/lib/resume/set-resume-lock";

export const dynamic = "force-dynamic";

// PATCH /api/resume/{id}/lock - lock ({set: true}) or unlock ({set: false}) a resume
export const PATCH = route(
  { auth: "user", params: resumeParamsSchema, body: lockResumeInputSchema },
  async ({ user, params, body }) =>
    NextResponse.json(await setResumeLock({ userId: user.id, resumeId: params.id, isLocked: body.set })),
);
