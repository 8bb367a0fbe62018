import { requireUser } from "@/lib/auth/session";
import { exportResumeJson } from "@/lib/formats/export-resume-json";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/resume/{id}/export/json-resume - download one of the user's resumes as JSON Resume 1.0
export const GET = route<{ id: string }>(async (_request, { params }) => {
  const user = await requireUser();
  return exportResumeJson(user.id, (await params).id, "json-resume");
});
