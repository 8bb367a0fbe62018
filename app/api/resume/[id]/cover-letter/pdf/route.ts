import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { coverLetterPdfRequestSchema } from "@/core/cover-letter/schema";
import { resolveAiActor } from "@/lib/ai/resolve-ai-actor";
import { exportCoverLetterPdf } from "@/lib/cover-letter/export-cover-letter-pdf";
import { route } from "@/lib/http/route";
import { pdfResponse } from "@/lib/pdf/pdf-response";
import { resumeParamsSchema } from "@/lib/resume/resume-inputs";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/resume/{id}/cover-letter/pdf { exportId? } - print the resume's cover letter in its template
// and answer with the PDF (charged as a resume PDF: PDF_EXPORT below BASIC, with the watermark).
export const POST = route(
  { auth: "optional", params: resumeParamsSchema, body: coverLetterPdfRequestSchema, maxBytes: 1024 },
  async ({ request, user, params, body }) => {
    const { actor } = await resolveAiActor(user, request.cookies);
    const exported = await exportCoverLetterPdf(
      actor,
      { resumeId: params.id, exportId: body.exportId },
      { renderDocument: renderPrintDocument },
    );
    return pdfResponse(exported, "attachment");
  },
);
