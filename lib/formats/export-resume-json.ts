import "server-only";
import { getResume } from "@/lib/resume/get-resume";
import { toJsonResume } from "./to-json-resume";

export type JsonExportFormat = "own" | "json-resume";

/**
 * One of the owner's resumes as a downloadable JSON file: the product's own format (Reactive
 * Resume v4's, named after the resume id as the design panel names it) or JSON Resume.
 */
export async function exportResumeJson(userId: string, resumeId: string, format: JsonExportFormat): Promise<Response> {
  const resume = await getResume(userId, resumeId);
  const body = format === "own" ? resume.data : toJsonResume(resume.data);
  const fileName = format === "own" ? `${resume.id}.json` : `${resume.id}.resume.json`;
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
