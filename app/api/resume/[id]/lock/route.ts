import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { parseJsonBody, route } from "@/lib/http/route";
import { lockResumeInputSchema } from "@/lib/resume/resume-inputs";
import { setResumeLock } from "@/lib/resume/set-resume-lock";

export const dynamic = "force-dynamic";

// PATCH /api/resume/{id}/lock - lock ({set: true}) or unlock ({set: false}) a resume
export const PATCH = route<{ id: string }>(async (request, { params }) => {
  const user = await requireUser();
  const { set } = await parseJsonBody(request, lockResumeInputSchema);
  return NextResponse.json(await setResumeLock(user.id, (await params).id, set));
});
