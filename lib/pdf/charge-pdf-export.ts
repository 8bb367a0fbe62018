import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/** Spec §9: a PDF export by a user without a plan costs 25 tokens. */
export const pdfExportCost = 25;
export const pdfExportOperation = "PDF_EXPORT";

/**
 * Appends the PDF_EXPORT charge to the ledger, once per idempotency key. The user's row is locked
 * for the transaction, so two exports racing cannot both spend the same last tokens.
 * InsufficientTokens (with required and balance) when the balance is short.
 */
export async function chargePdfExport(userId: string, idempotencyKey: string, metadata: { resumeId: string }): Promise<boolean> {
  // True when this call charged; false when the key had already been charged.
  const prisma = await db();
  return prisma.$transaction(async (transaction) => {
    await transaction.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const already = await transaction.tokenLedgerEntry.findUnique({ where: { idempotencyKey }, select: { id: true } });
    if (already) return false;
    const sum = await transaction.tokenLedgerEntry.aggregate({ where: { userId }, _sum: { delta: true } });
    const balance = sum._sum.delta ?? 0;
    if (balance < pdfExportCost) throw new AppError("InsufficientTokens", { details: { required: pdfExportCost, balance } });
    await transaction.tokenLedgerEntry.create({ data: { userId, delta: -pdfExportCost, operation: pdfExportOperation, idempotencyKey, metadata } });
    return true;
  });
}
