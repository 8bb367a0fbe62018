import "server-only";
import { z } from "zod";
import type { SubscriptionTier } from "@/lib/db";
import { contentDisposition, resumeFileName } from "@/lib/pdf/pdf-file-name";
import { chargeExport, refundOnFailure } from "@/lib/pdf/charge-pdf-export";
import { countDownloadOf, type AfterResponse } from "@/lib/pdf/count-download";
import { assertPermission } from "@/lib/plans/get-permissions";
import { getResume } from "@/lib/resume/get-resume";
import { tokenCosts } from "@/lib/tokens/token-costs";
import type { ResumeData } from "@/core/resume/schema";
import { docxMimeType, resumeToDocx, type DocxLabels } from "../to-docx";

/** Spec §9: a Word export by a user without a plan costs WORD_EXPORT tokens. */
export const wordExportCost = tokenCosts.WORD_EXPORT;

/** The query of GET .../export/docx: an id the client chooses per export, so that a retry is charged once. */
export const exportDocxQuerySchema = z.object({ exportId: z.uuid().optional() });

export type ExportedResumeDocx = { docx: Uint8Array; fileName: string; tokensCharged: number };

type Exporter = { id: string; subscriptionTier: SubscriptionTier };

export type ExportResumeDocxOptions = {
  /** The header's words for the personal details, in the resume's language. */
  labels: (locale: string) => Promise<DocxLabels>;
  /** Builds the document (resumeToDocx unless a caller gives another). */
  build?: (data: ResumeData, labels: DocxLabels) => Promise<Uint8Array>;
  afterResponse?: AfterResponse;
};

/**
 * One of the user's resumes as a Word document (DECISIONS.md "Word export"): signed-in users only;
 * WORD_EXPORT tokens below BASIC, charged through the ledger before the document is built (the
 * same key rules as the PDF export) and refunded when building fails; included from BASIC. Another
 * user's resume is NotFound. Each export counts as a download.
 */
export async function exportResumeDocx(
  user: Exporter,
  input: { resumeId: string; exportId?: string },
  options: ExportResumeDocxOptions,
): Promise<ExportedResumeDocx> {
  const resume = await getResume(user.id, input.resumeId);
  const { exportsChargeTokens } = await assertPermission({ user }, { action: "exportWord" });
  const labels = await options.labels(resume.data.metadata.locale);

  const charge = exportsChargeTokens ? await chargeExport("WORD_EXPORT", user, resume, input.exportId) : null;
  const docx = await refundOnFailure(charge, "docx_failed", () => (options.build ?? resumeToDocx)(resume.data, labels));
  await countDownloadOf(resume.id, options.afterResponse);
  return {
    docx,
    fileName: resumeFileName(resume.title, "docx"),
    tokensCharged: charge?.charged ? wordExportCost : 0,
  };
}

/** The document as the HTTP answer: bytes, the `{title}-resume.docx` name, never cached. */
export function docxResponse(exported: ExportedResumeDocx): Response {
  return new Response(Buffer.from(exported.docx), {
    headers: {
      "content-type": docxMimeType,
      "content-length": String(exported.docx.byteLength),
      "content-disposition": contentDisposition(exported.fileName),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "x-vitae-tokens-charged": String(exported.tokensCharged),
      // The same name for the builder's download link, which saves the file under it.
      "x-vitae-file-name": encodeURIComponent(exported.fileName),
    },
  });
}
