import { requireUser } from "@/lib/auth/session";
import { exportResumeJson } from "@/lib/formats/export-resume-json";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/resume/{id}/export/json - download one of the user's resumes in the product's own JSON (Reactive Resume v4)
export const GET = route<{ id: string }>(async (_request, { params }) => {
  const user = await requireUser();
  return exportResumeJson(user.id, (await params).id, "own");
});
