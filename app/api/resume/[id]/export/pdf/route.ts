import { after } from "next/server";
import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { requireUser } from "@/lib/auth/session";
import { parseJsonBody, route } from "@/lib/http/route";
import { exportPdfRequestSchema, exportResumePdf } from "@/lib/pdf/export-resume-pdf";
import { pdfResponse } from "@/lib/pdf/pdf-response";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/resume/{id}/export/pdf - print one of the user's resumes and answer with the PDF
export const POST = route<{ id: string }>(async (request, { params }) => {
  const user = await requireUser();
  const { exportId } = await parseJsonBody(request, exportPdfRequestSchema, { maxBytes: 1024 });
  const exported = await exportResumePdf(user, { resumeId: (await params).id, exportId }, { renderDocument: renderPrintDocument, afterResponse: after });
  return pdfResponse(exported, "attachment");
});
