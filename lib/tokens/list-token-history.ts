import "server-only";
import { z } from "zod";
import { db, type TokenEntryKind } from "@/lib/db";
import { ownerColumn, ownerId, type TokenOwner } from "./token-owner";

export const tokenHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type TokenHistoryEntry = {
  id: string;
  createdAt: string;
  kind: TokenEntryKind;
  operation: string;
  amount: number;
  balanceAfter: number;
};
export type TokenUsage = { month: string; operation: string; tokens: number };
export type TokenHistory = {
  entries: TokenHistoryEntry[];
  page: number;
  pageSize: number;
  total: number;
  usageByMonth: TokenUsage[];
};

/** Months the usage chart covers, the current one included. */
export const usageMonths = 6;

/** The owner's ledger, newest first, one page at a time, and tokens spent per operation per month (charges less refunds). */
export async function listTokenHistory(input: {
  owner: TokenOwner;
  page?: number;
  pageSize?: number;
}): Promise<TokenHistory> {
  const { page, pageSize } = tokenHistoryQuerySchema.parse({ page: input.page, pageSize: input.pageSize });
  const where =
    "userId" in input.owner ? { userId: input.owner.userId } : { guestSessionId: input.owner.guestSessionId };
  const prisma = await db();
  const [rows, total, usage] = await Promise.all([
    prisma.tokenLedgerEntry.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { sequence: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: { id: true, createdAt: true, kind: true, operation: true, delta: true, balanceAfter: true },
    }),
    prisma.tokenLedgerEntry.count({ where }),
    prisma.$queryRaw<TokenUsage[]>`
      SELECT to_char(date_trunc('month', "createdAt"), 'YYYY-MM') AS month, "operation", (-SUM("delta"))::int AS tokens
      FROM "TokenLedgerEntry"
      WHERE ${ownerColumn(input.owner)} = ${ownerId(input.owner)} AND "kind" IN ('CHARGE', 'REFUND')
        AND "createdAt" >= date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => ${usageMonths - 1})
      GROUP BY 1, 2 ORDER BY 1, 2`,
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      kind: row.kind,
      operation: row.operation,
      amount: row.delta,
      balanceAfter: row.balanceAfter,
    })),
    page,
    pageSize,
    total,
    usageByMonth: usage.filter((row) => row.tokens !== 0),
  };
}
