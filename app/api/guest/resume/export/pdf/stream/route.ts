import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { exportGuestResumePdf } from "@/lib/guest/export-guest-resume-pdf";
import { requireGuest } from "@/lib/guest/require-guest";
import { route } from "@/lib/http/route";
import { reportExportProgress } from "@/lib/pdf/export-progress";
import { exportProgressContentType, type ExportProgressEvent } from "@/core/pdf/export-progress-events";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/guest/resume/export/pdf/stream - the guest's watermarked PDF with its real progress, as
// NDJSON lines (the same events as /api/resume/{id}/export/pdf/stream)
export const POST = route(async (request) => {
  // The guest check is answered as an ordinary JSON error, before any stream starts.
  const session = await requireGuest(request.cookies);
  const encoder = new TextEncoder();
  let isListening = true;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const emit = (event: ExportProgressEvent) => {
        if (isListening) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      };
      await reportExportProgress(
        (pool) => exportGuestResumePdf(session, { renderDocument: renderPrintDocument, pool }),
        emit,
      );
      if (isListening) controller.close();
    },
    cancel() {
      isListening = false;
    },
  });
  return new Response(body, {
    headers: {
      "content-type": exportProgressContentType,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
