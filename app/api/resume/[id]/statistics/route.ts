import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { getResumeStatistics } from "@/lib/resume/get-resume-statistics";
import { resumeParamsSchema } from "@/lib/resume/resume-inputs";

export const dynamic = "force-dynamic";

// GET /api/resume/{id}/statistics - views and downloads of one of the user's resumes
export const GET = route({ auth: "user", params: resumeParamsSchema }, async ({ user, params }) =>
  NextResponse.json(await getResumeStatistics(user.id, params.id)),
);
