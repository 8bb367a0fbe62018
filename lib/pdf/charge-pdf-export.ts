import "server-only";
import { randomUUID } from "node:crypto";
import { config } from "@/lib/config";
import { chargeTokens } from "@/lib/tokens/charge-tokens";
import { refundCharge } from "@/lib/tokens/refund-charge";
import { tokenCosts } from "@/lib/tokens/token-costs";

/** Spec §9: a PDF export by a user without a plan costs PDF_EXPORT tokens. */
export const pdfExportCost = tokenCosts.PDF_EXPORT;

export type PdfExportCharge = { charged: boolean; refund: (reason: string) => Promise<void> };

/** The exports charged below BASIC (DECISIONS.md "PDF for FREE / TOKEN_USER" and "Word export"). */
export type ExportOperation = "PDF_EXPORT" | "WORD_EXPORT";

const exportKeyPrefix: Record<ExportOperation, string> = { PDF_EXPORT: "pdf-export", WORD_EXPORT: "word-export" };

/**
 * Charges one PDF export through the ledger, before printing. The idempotency key binds the export
 * id the client chose to the user, the resume and the version being printed, and counts as a retry
 * only within PDF_EXPORT_RETRY_WINDOW_SECONDS: replaying a paid id for another resume, for a later
 * edit, or after the window is a new export and is charged (docs/SECURITY.md). `refund` gives the
 * tokens back when the print then fails. InsufficientTokens when the balance is short.
 */
export async function chargePdfExport(
  user: { id: string },
  resume: { id: string; version: number },
  exportId: string | undefined,
): Promise<PdfExportCharge> {
  return chargeExport("PDF_EXPORT", user, resume, exportId);
}

/** `chargePdfExport` for either export: the Word export (lib/formats/docx) is charged the same way. */
export async function chargeExport(
  operation: ExportOperation,
  user: { id: string },
  resume: { id: string; version: number },
  exportId: string | undefined,
): Promise<PdfExportCharge> {
  const owner = { userId: user.id };
  const { charged, entryKey } = await chargeTokens({
    owner,
    operation,
    idempotencyKey: `${exportKeyPrefix[operation]}:${user.id}:${resume.id}:v${resume.version}:${exportId ?? randomUUID()}`,
    retryWindowSeconds: config.PDF_EXPORT_RETRY_WINDOW_SECONDS,
    metadata: { resumeId: resume.id, version: resume.version },
  });
  return {
    charged,
    refund: async (reason) => {
      if (charged) await refundCharge({ owner, idempotencyKey: entryKey, reason });
    },
  };
}

/** Builds a charged export: when building throws, the charge (null when nothing was charged) is refunded for `reason`. */
export async function refundOnFailure<T>(
  charge: PdfExportCharge | null,
  reason: string,
  build: () => Promise<T>,
): Promise<T> {
  try {
    return await build();
  } catch (error) {
    await charge?.refund(reason);
    throw error;
  }
}
