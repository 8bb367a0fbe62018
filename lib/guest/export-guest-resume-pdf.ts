import "server-only";
import type { GuestSession } from "@/lib/db/generated/client";
import { AppError } from "@/core/errors";
import type { BrowserPool } from "@/lib/pdf/browser-pool";
import type { ExportedResumePdf } from "@/lib/pdf/export-resume-pdf";
import { pdfFileName } from "@/lib/pdf/pdf-file-name";
import { renderResumePdf, type RenderPrintDocument } from "@/lib/pdf/render-resume-pdf";
import { assertPermission } from "@/lib/plans/get-permissions";
import { getGuestResume } from "./get-guest-resume";

/**
 * A guest's PDF (spec §6, GUEST row): free templates only, always watermarked, no token charge. A
 * premium template is refused by the permission table like a FREE user's (Forbidden, reason
 * premium_template): the builder shows the info toast and goes to /pricing. `renderDocument` is the templates' print renderer.
 */
export async function exportGuestResumePdf(
  session: Pick<GuestSession, "resumeData">,
  { renderDocument, pool }: { renderDocument: RenderPrintDocument; pool?: BrowserPool },
): Promise<ExportedResumePdf> {
  const resume = getGuestResume(session);
  if (!resume) throw new AppError("ResumeNotFound");
  await assertPermission({ user: null }, { action: "downloadPdf", template: resume.data.metadata.template });
  const pdf = await renderResumePdf(resume.data, { renderDocument, pool, watermark: true });
  return { pdf, fileName: pdfFileName(resume.title), watermarked: true, tokensCharged: 0 };
}
