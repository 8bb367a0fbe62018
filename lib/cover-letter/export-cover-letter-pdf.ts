import "server-only";
import { randomUUID } from "node:crypto";
import { letterResumeData } from "@/core/cover-letter/letter-resume-data";
import { AppError } from "@/core/errors";
import { parseResumeDataTolerant } from "@/core/resume/schema";
import { isRichTextEmpty } from "@/core/templates/sanitize-html";
import type { AiActor } from "@/lib/ai/run-ai-operation";
import { db } from "@/lib/db";
import { chargePdfExport, pdfExportCost, refundOnFailure } from "@/lib/pdf/charge-pdf-export";
import type { ExportedResumePdf } from "@/lib/pdf/export-resume-pdf";
import { resumeFileName } from "@/lib/pdf/pdf-file-name";
import { renderResumePdf, type RenderResumePdfOptions } from "@/lib/pdf/render-resume-pdf";
import { assertPermission } from "@/lib/plans/get-permissions";
import { findCareerResumeRow } from "@/lib/career/find-career-resume";

/**
 * POST /api/resume/{id}/cover-letter/pdf: prints the resume's stored cover letter in the resume's
 * template (letterResumeData: the template's page, fonts, colours and header, then the letter),
 * through the resume's PDF pipeline and on its terms (DECISIONS.md "PDF for FREE / TOKEN_USER"):
 * premium templates for BASIC and above, a watermark and PDF_EXPORT tokens below BASIC, refunded
 * when the print fails. A letter counts no resume download. An empty letter is ValidationFailed.
 */
export async function exportCoverLetterPdf(
  actor: AiActor,
  input: { resumeId: string; exportId?: string },
  options: Pick<RenderResumePdfOptions, "renderDocument" | "onRequest" | "pool">,
): Promise<ExportedResumePdf> {
  const resume = await findCareerResumeRow(actor, "COVER_LETTER", input.resumeId);
  if (!("user" in actor)) throw new AppError("Forbidden");
  const prisma = await db();
  const letter = await prisma.coverLetter.findUnique({ where: { resumeId: resume.id } });
  if (!letter || isRichTextEmpty(letter.html))
    throw new AppError("ValidationFailed", { fields: { html: ["empty"] }, details: { reason: "empty_letter" } });
  const data = parseResumeDataTolerant(resume.data).data;
  const { watermark, exportsChargeTokens } = await assertPermission(
    { user: actor.user },
    { action: "downloadPdf", template: data.metadata.template },
  );
  // Bound to the letter's own edit: a retried export of the same letter is charged once, an edited letter anew.
  const exportKey = `cover-letter:${letter.updatedAt.getTime()}:${input.exportId ?? randomUUID()}`;
  const charge = exportsChargeTokens ? await chargePdfExport(actor.user, resume, exportKey) : null;
  const pdf = await refundOnFailure(charge, "print_failed", () =>
    renderResumePdf(letterResumeData(data, letter.html), { ...options, watermark }),
  );
  return {
    pdf,
    fileName: resumeFileName(resume.title, "pdf", "cover-letter"),
    watermarked: watermark,
    tokensCharged: charge?.charged ? pdfExportCost : 0,
  };
}
