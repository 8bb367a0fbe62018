import "server-only";
import { consumeAttempt, type ThrottleRule } from "@/lib/throttle/throttle";
import { AppError } from "@/core/errors";
import { getPublicResume } from "@/lib/resume/get-public-resume";
import { countDownloadOf, type AfterResponse } from "./count-download";
import type { ExportedResumePdf } from "./export-resume-pdf";
import { pdfFileName } from "./pdf-file-name";
import { renderResumePdf, type RenderPrintDocument } from "./render-resume-pdf";

/** Printing costs real CPU: a visitor gets a generous number of PDFs an hour, a script does not. */
export const publicPdfThrottle: ThrottleRule = {
  name: "public-pdf",
  freeAttempts: 30,
  windowSeconds: 60 * 60,
  firstBlockSeconds: 60,
  maxBlockSeconds: 60 * 60,
};

/**
 * The Download PDF button of a public resume page: anyone who may see the page may download what it
 * shows. The owner published it and holds a plan (otherwise visitors see the upgrade notice), so the
 * PDF has no watermark and costs nobody tokens; private notes are never printed. Counts a download
 * (after the response when `afterResponse` is given). `renderDocument` is the templates' print renderer.
 */
export async function exportPublicResumePdf(
  resumeId: string,
  visitor: { address: string },
  renderDocument: RenderPrintDocument,
  afterResponse?: AfterResponse,
): Promise<ExportedResumePdf> {
  const resume = await getPublicResume({ id: resumeId });
  if (resume.status !== "available") throw new AppError("Forbidden", { details: { reason: "plan", feature: "share" } });
  await consumeAttempt(publicPdfThrottle, visitor.address);
  const pdf = await renderResumePdf(resume.data, { renderDocument, watermark: false });
  await countDownloadOf(resume.id, afterResponse);
  return { pdf, fileName: pdfFileName(resume.title), watermarked: false, tokensCharged: 0 };
}
