import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { route } from "@/lib/http/route";
import { exportProgressResponse, exportResumePdfWithProgress } from "@/lib/pdf/export-progress";
import { exportPdfRequestSchema } from "@/lib/pdf/export-resume-pdf";
import { resumeParamsSchema } from "@/lib/resume/resume-inputs";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/resume/{id}/export/pdf/stream - the PDF export with its real progress, as NDJSON lines
// ({type:"step"}..., then {type:"file"} with the PDF in base64, or {type:"error"})
// Sign-in and the request shape are answered as ordinary JSON errors, before any stream starts.
export const POST = route(
  { auth: "user", params: resumeParamsSchema, body: exportPdfRequestSchema, maxBytes: 1024 },
  async ({ user, params, body: { exportId } }) =>
    exportProgressResponse((emit) =>
      exportResumePdfWithProgress(user, { resumeId: params.id, exportId }, emit, renderPrintDocument),
    ),
);
