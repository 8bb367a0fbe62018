import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { SubscriptionTier } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { deriveUserType, hasBasicAccess, hasPremiumFeatures } from "@/lib/auth/user-type";
import { getResume } from "@/lib/resume/get-resume";
import { isTemplateFree } from "@/lib/templates/get-free-templates";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { chargePdfExport, pdfExportCost } from "./charge-pdf-export";
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
 * with a watermark, for PDF_EXPORT tokens (charged after the PDF is made, so a failed print costs
 * nothing). Each export counts as a download: after the response when `afterResponse` is given.
 */
export async function exportResumePdf(user: Exporter, input: ExportResumePdfInput, options: Pick<RenderResumePdfOptions, "onRequest" | "pool"> & { afterResponse?: AfterResponse } = {}): Promise<ExportedResumePdf> {
  // A paid plan prints without looking at tokens; only FREE accounts need their balance.
  const paid = hasBasicAccess(user.subscriptionTier);
  const [resume, balance] = await Promise.all([getResume(user.id, input.resumeId), paid ? 0 : getTokenBalance(user.id)]);
  const hasPlan = paid || hasPremiumFeatures(deriveUserType({ subscriptionTier: user.subscriptionTier, tokenBalance: balance }));

  if (!hasPlan) {
    if (!isTemplateFree(resume.data.metadata.template)) throw new AppError("Forbidden", { details: { reason: "premium_template" } });
    if (balance < pdfExportCost) throw new AppError("InsufficientTokens", { details: { required: pdfExportCost, balance } });
  }

  const pdf = await renderResumePdf(resume.data, { pool: options.pool, onRequest: options.onRequest, watermark: !hasPlan });

  let charged = false;
  if (!hasPlan) {
    // Scoped by user: another account's export id can never stand in for this user's charge.
    charged = await chargePdfExport(user.id, `pdf-export:${user.id}:${input.exportId ?? randomUUID()}`, { resumeId: resume.id });
  }
  await countDownloadOf(resume.id, options.afterResponse);

  return { pdf, fileName: pdfFileName(resume.title), watermarked: !hasPlan, tokensCharged: charged ? pdfExportCost : 0 };
}
