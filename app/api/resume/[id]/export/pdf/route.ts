import { after } from "next/server";
import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { route } from "@/lib/http/route";
import { exportPdfRequestSchema, exportResumePdf } from "@/lib/pdf/export-resume-pdf";
import { pdfResponse } from "@/lib/pdf/pdf-response";
import { resumeParamsSchema } from "@/lib/resume/resume-inputs";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/resume/{id}/export/pdf - print one of the user's resumes and answer with the PDF
export const POST = route(
  { auth: "user", params: resumeParamsSchema, body: exportPdfRequestSchema, maxBytes: 1024 },
  async ({ user, params, body: { exportId } }) => {
    const exported = await exportResumePdf(
      user,
      { resumeId: params.id, exportId },
      { renderDocument: renderPrintDocument, afterResponse: after },
    );
    return pdfResponse(exported, "attachment");
  },
);
