import "server-only";
import { contentDisposition } from "./pdf-file-name";
import type { ExportedResumePdf } from "./export-resume-pdf";

/** The PDF as the HTTP answer: bytes, its name, never cached by anyone between. */
export function pdfResponse(exported: ExportedResumePdf, disposition: "attachment" | "inline"): Response {
  return new Response(Buffer.from(exported.pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(exported.pdf.byteLength),
      "content-disposition": contentDisposition(exported.fileName, disposition),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "x-vitae-tokens-charged": String(exported.tokensCharged),
    },
  });
}
