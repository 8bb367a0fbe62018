import { describe, expect, it } from "vitest";
import type { ExportProgressEvent } from "@/core/pdf/export-progress-events";
import { pdfBlobFromBase64 } from "@/components/export/pdf-blob";
import { readNdjsonStream } from "@/client/http/read-ndjson-stream";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe("readNdjsonStream", () => {
  it("yields each line once, in order, even when lines are split across chunks", async () => {
    const events: ExportProgressEvent[] = [];
    await readNdjsonStream<ExportProgressEvent>(
      streamOf([
        '{"type":"step","step":"prepare","status":"active"}\n{"type":"st',
        'ep","step":"prepare","status":"done"}\n',
        '{"type":"error","error":{"code":"ResumePrinterError","message":"x"}}',
      ]),
      (event) => events.push(event),
    );
    expect(events).toEqual([
      { type: "step", step: "prepare", status: "active" },
      { type: "step", step: "prepare", status: "done" },
      { type: "error", error: { code: "ResumePrinterError", message: "x" } },
    ]);
  });

  it("decodes the PDF bytes exactly", async () => {
    const blob = pdfBlobFromBase64(Buffer.from("%PDF-1.7\u00ff", "latin1").toString("base64"));
    expect(blob.type).toBe("application/pdf");
    expect(Buffer.from(await blob.arrayBuffer()).toString("latin1")).toBe("%PDF-1.7\u00ff");
  });
});
