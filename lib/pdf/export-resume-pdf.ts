import "server-only";
import { z } from "zod";
import type { SubscriptionTier } from "@/lib/db";
import { assertPermission } from "@/lib/plans/get-permissions";
import { getResume } from "@/lib/resume/get-resume";
import { chargePdfExport, pdfExportCost, refundOnFailure } from "./charge-pdf-export";
import { countDownloadOf, type AfterResponse } from "./count-download";
import { pdfFileName } from "./pdf-file-name";
import { renderResumePdf, type RenderResumePdfOptions } from "./render-resume-pdf";

/** The body of both export routes (plain and streamed): an optional id that makes a retry charge once. */
export const exportPdfRequestSchema = z.object({ exportId: z.uuid().optional() });

export type ExportResumePdfInput = {
  resumeId: string;
  /** Chosen by the client per export, so a retried request is charged once. */
  exportId?: string;
};

export type ExportedResumePdf = {
  pdf: Uint8Array;
  fileName: string;
  watermarked: boolean;
  tokensCharged: number;
};

type Exporter = { id: string; subscriptionTier: SubscriptionTier };

/**
 * Prints one of the user's resumes (DECISIONS.md "PDF for FREE / TOKEN_USER"): BASIC and above get
 * every template, no watermark and no charge; users without a plan get the free templates only,
 * with a watermark, for PDF_EXPORT tokens, charged through the ledger before printing and refunded
 * when the print fails (lib/pdf/charge-pdf-export.ts). Each export counts as a download: after the
 * response when `afterResponse` is given. `renderDocument` is the templates' print renderer.
 */
export async function exportResumePdf(
  user: Exporter,
  input: ExportResumePdfInput,
  options: Pick<RenderResumePdfOptions, "renderDocument" | "onRequest" | "pool"> & { afterResponse?: AfterResponse },
): Promise<ExportedResumePdf> {
  const resume = await getResume(user.id, input.resumeId);
  const { watermark, exportsChargeTokens } = await assertPermission(
    { user },
    { action: "downloadPdf", template: resume.data.metadata.template },
  );

  const charge = exportsChargeTokens ? await chargePdfExport(user, resume, input.exportId) : null;
  const pdf = await refundOnFailure(charge, "print_failed", () =>
    renderResumePdf(resume.data, {
      renderDocument: options.renderDocument,
      pool: options.pool,
      onRequest: options.onRequest,
      watermark,
    }),
  );
  await countDownloadOf(resume.id, options.afterResponse);

  return {
    pdf,
    fileName: pdfFileName(resume.title),
    watermarked: watermark,
    tokensCharged: charge?.charged ? pdfExportCost : 0,
  };
}
