import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { exportGuestResumePdf } from "@/lib/guest/export-guest-resume-pdf";
import { requireGuest } from "@/lib/guest/require-guest";
import { route } from "@/lib/http/route";
import { exportProgressResponse, reportExportProgress } from "@/lib/pdf/export-progress";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/guest/resume/export/pdf/stream - the guest's watermarked PDF with its real progress, as
// NDJSON lines (the same events as /api/resume/{id}/export/pdf/stream)
export const POST = route(async (request) => {
  // The guest check is answered as an ordinary JSON error, before any stream starts.
  const session = await requireGuest(request.cookies);
  return exportProgressResponse((emit) =>
    reportExportProgress((pool) => exportGuestResumePdf(session, { renderDocument: renderPrintDocument, pool }), emit),
  );
});
