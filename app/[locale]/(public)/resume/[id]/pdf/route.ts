import { after } from "next/server";
import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { clientAddress } from "@/lib/auth/client-address";
import { route } from "@/lib/http/route";
import { exportPublicResumePdf } from "@/lib/pdf/export-public-resume-pdf";
import { pdfResponse } from "@/lib/pdf/pdf-response";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// GET /resume/{id}/pdf - the PDF of a public resume, for anyone who may see its page
export const GET = route<{ id: string }>(async (request, { params }) => {
  const exported = await exportPublicResumePdf(
    (await params).id,
    { address: clientAddress(request.headers) },
    renderPrintDocument,
    after,
  );
  return pdfResponse(exported, "attachment");
});
