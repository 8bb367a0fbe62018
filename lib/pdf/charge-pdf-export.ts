import "server-only";
import { randomUUID } from "node:crypto";
import { config } from "@/lib/config";
import { chargeTokens } from "@/lib/tokens/charge-tokens";
import { refundCharge } from "@/lib/tokens/refund-charge";
import { tokenCosts } from "@/lib/tokens/token-costs";

/** Spec §9: a PDF export by a user without a plan costs PDF_EXPORT tokens. */
export const pdfExportCost = tokenCosts.PDF_EXPORT;

export type PdfExportCharge = { charged: boolean; refund: (reason: string) => Promise<void> };

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
  const owner = { userId: user.id };
  const { charged, entryKey } = await chargeTokens({
    owner,
    operation: "PDF_EXPORT",
    idempotencyKey: `pdf-export:${user.id}:${resume.id}:v${resume.version}:${exportId ?? randomUUID()}`,
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
