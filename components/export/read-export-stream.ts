import type { ExportProgressEvent } from "@/core/pdf/export-progress-events";

/** Reads the export's NDJSON answer line by line (a line may arrive split across chunks). */
export async function readExportStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ExportProgressEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffered.split("\n");
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as ExportProgressEvent);
    if (done) return;
  }
}

/** The PDF carried in the stream's "file" event, as a Blob the browser can save. */
export function pdfBlobFromBase64(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: "application/pdf" });
}
