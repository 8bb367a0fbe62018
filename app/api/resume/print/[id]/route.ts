import { after } from "next/server";
import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { route } from "@/lib/http/route";
import { exportResumePdf } from "@/lib/pdf/export-resume-pdf";
import { pdfResponse } from "@/lib/pdf/pdf-response";
import { resumeParamsSchema } from "@/lib/resume/resume-inputs";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// GET /api/resume/print/{id} - print one of the user's resumes and show the PDF in the browser.
// An export may spend tokens: a link on another site must not do that with the user's cookie.
export const GET = route(
  { auth: "user", params: resumeParamsSchema, sameOriginOnly: true },
  async ({ user, params }) => {
    const exported = await exportResumePdf(
      user,
      { resumeId: params.id },
      { renderDocument: renderPrintDocument, afterResponse: after },
    );
    return pdfResponse(exported, "inline");
  },
);
