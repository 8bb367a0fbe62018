import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { getResumeStatistics } from "@/lib/resume/get-resume-statistics";

export const dynamic = "force-dynamic";

// GET /api/resume/{id}/statistics - views and downloads of one of the user's resumes
export const GET = route<{ id: string }>(async (_request, { params }) => {
  const user = await requireUser();
  return NextResponse.json(await getResumeStatistics(user.id, (await params).id));
});
