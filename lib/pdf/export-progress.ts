import "server-only";
import { errorResponse } from "@/lib/http/route";
import { getBrowserPool, type BrowserPool } from "./browser-pool";
import { exportResumePdf, type ExportedResumePdf, type ExportResumePdfInput } from "./export-resume-pdf";
import type { RenderPrintDocument } from "./render-resume-pdf";
import { exportProgressContentType, type ExportProgressEvent } from "@/core/pdf/export-progress-events";

type Exporter = Parameters<typeof exportResumePdf>[0];

/**
 * Runs the same export as POST /api/resume/{id}/export/pdf and reports its real stages as they
 * happen: "prepare" (authorisation, plan and token rules, the resume rendered to HTML) ends when the
 * print job reaches the browser pool; "generate" is Chromium printing; "finalize" is the charge, the
 * download count and the file being sent. No step is timed or simulated. `renderDocument` is the
 * templates' print renderer.
 */
export async function exportResumePdfWithProgress(
  user: Exporter,
  input: ExportResumePdfInput,
  emit: (event: ExportProgressEvent) => void,
  renderDocument: RenderPrintDocument,
  pool: BrowserPool = getBrowserPool(),
): Promise<void> {
  await reportExportProgress(
    (observedPool) => exportResumePdf(user, input, { renderDocument, pool: observedPool }),
    emit,
    pool,
  );
}

/** The progress of any export that prints through the pool it is given (the guest export too). */
export async function reportExportProgress(
  runExport: (pool: BrowserPool) => Promise<ExportedResumePdf>,
  emit: (event: ExportProgressEvent) => void,
  pool: BrowserPool = getBrowserPool(),
): Promise<void> {
  let step: "prepare" | "generate" | "finalize" = "prepare";
  emit({ type: "step", step: "prepare", status: "active" });
  // The pool is the seam between preparing and printing: a job arriving there means every check passed.
  const observedPool = new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== "run") return Reflect.get(target, property, receiver);
      const run: BrowserPool["run"] = async (job, options) => {
        emit({ type: "step", step: "prepare", status: "done" });
        step = "generate";
        emit({ type: "step", step: "generate", status: "active" });
        const result = await target.run(job, options);
        emit({ type: "step", step: "generate", status: "done" });
        step = "finalize";
        emit({ type: "step", step: "finalize", status: "active" });
        return result;
      };
      return run;
    },
  });
  try {
    const exported = await runExport(observedPool);
    emit({
      type: "file",
      fileName: exported.fileName,
      contentType: "application/pdf",
      base64: Buffer.from(exported.pdf).toString("base64"),
      watermarked: exported.watermarked,
      tokensCharged: exported.tokensCharged,
    });
    emit({ type: "step", step: "finalize", status: "done" });
  } catch (error) {
    // The same code, message and details the plain export route would answer with.
    const body = (await errorResponse(error).json()) as {
      error: Extract<ExportProgressEvent, { type: "error" }>["error"];
    };
    emit({ type: "error", error: { ...body.error, details: { ...body.error.details, step } } });
  }
}

/**
 * The answer of a streamed export: its progress events as NDJSON lines ({type:"step"}..., then
 * {type:"file"} with the PDF in base64, or {type:"error"}). A client that goes away stops hearing about
 * the export; the export itself still completes. Other streamed operations (the analysis, the smart
 * generator) send their own events through the same response (`Event`).
 */
export function exportProgressResponse<Event = ExportProgressEvent>(
  run: (emit: (event: Event) => void) => Promise<void>,
): Response {
  const encoder = new TextEncoder();
  let isListening = true;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      await run((event) => {
        if (isListening) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      });
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
}
