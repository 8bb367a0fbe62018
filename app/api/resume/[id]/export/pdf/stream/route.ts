import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { route } from "@/lib/http/route";
import { exportResumePdfWithProgress } from "@/lib/pdf/export-progress";
import { exportPdfRequestSchema } from "@/lib/pdf/export-resume-pdf";
import { exportProgressContentType, type ExportProgressEvent } from "@/core/pdf/export-progress-events";
import { resumeParamsSchema } from "@/lib/resume/resume-inputs";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/resume/{id}/export/pdf/stream - the PDF export with its real progress, as NDJSON lines
// ({type:"step"}..., then {type:"file"} with the PDF in base64, or {type:"error"})
// Sign-in and the request shape are answered as ordinary JSON errors, before any stream starts.
export const POST = route(
  { auth: "user", params: resumeParamsSchema, body: exportPdfRequestSchema, maxBytes: 1024 },
  async ({ user, params, body: { exportId } }) => {
    const input = { resumeId: params.id, exportId };
    const encoder = new TextEncoder();
    // A client that went away stops hearing about the export; the export itself still completes.
    let isListening = true;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const emit = (event: ExportProgressEvent) => {
          if (isListening) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        };
        await exportResumePdfWithProgress(user, input, emit, renderPrintDocument);
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
  },
);
