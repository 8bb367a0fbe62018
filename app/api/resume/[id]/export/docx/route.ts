import { loadTemplateLabels } from "@/components/templates/load-template-labels";
import { docxResponse, exportDocxQuerySchema, exportResumeDocx } from "@/lib/formats/docx/export-resume-docx";
import { route } from "@/lib/http/route";
import { resumeParamsSchema } from "@/lib/resume/resume-inputs";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// GET /api/resume/{id}/export/docx?exportId=<uuid> - one of the user's resumes as a Word document.
// It spends tokens below BASIC, so a cross-site request is refused even though it is a GET.
export const GET = route(
  { auth: "user", params: resumeParamsSchema, sameOriginOnly: true },
  async ({ request, user, params }) => {
    const { exportId } = exportDocxQuerySchema.parse({
      exportId: request.nextUrl.searchParams.get("exportId") ?? undefined,
    });
    const exported = await exportResumeDocx(
      user,
      { resumeId: params.id, exportId },
      // The download is counted before answering: one write, and no after() to wait for.
      { labels: loadTemplateLabels },
    );
    return docxResponse(exported);
  },
);
