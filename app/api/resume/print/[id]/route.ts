import { after } from "next/server";
import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { requireUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { exportResumePdf } from "@/lib/pdf/export-resume-pdf";
import { pdfResponse } from "@/lib/pdf/pdf-response";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// GET /api/resume/print/{id} - print one of the user's resumes and show the PDF in the browser
export const GET = route<{ id: string }>(async (request, { params }) => {
  // An export may spend tokens: a link on another site must not do that with the user's cookie.
  if (request.headers.get("sec-fetch-site") === "cross-site") throw new AppError("CrossSiteRequest");
  const user = await requireUser();
  const exported = await exportResumePdf(user, { resumeId: (await params).id }, { renderDocument: renderPrintDocument, afterResponse: after });
  return pdfResponse(exported, "inline");
});
