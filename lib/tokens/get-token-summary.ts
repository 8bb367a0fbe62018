import "server-only";
import { db } from "@/lib/db";
import { renewTokenAllowance } from "./renew-token-allowance";
import { ledgerTransactionOptions } from "./with-locked-balance";
import { databaseNow, ownerColumn, ownerId, type TokenOwner } from "./token-owner";

export type TokenSummary = {
  /** Tokens left, both buckets. */
  remaining: number;
  /** Tokens spent since the current period began (charges less refunds). */
  used: number;
  /** remaining + used: what the owner had to spend this period. */
  limit: number;
  /** Share of the limit used, 0-100, rounded. */
  percentage: number;
  allowance: { remaining: number; limit: number; resetsAt: string };
  /** Bought tokens left; they do not expire. */
  purchased: number;
};

type Row = { allowance: number; purchased: number; allowanceLimit: number; resetsAt: Date; due: boolean; used: number };

/** The owner's balance for the chip and GET /api/user/ai-tokens, renewing the allowance first when its date has passed. */
export async function getTokenSummary(owner: TokenOwner): Promise<TokenSummary> {
  let row = await readSummaryRow(owner);
  if (!row || row.due) {
    const prisma = await db();
    await prisma.$transaction((transaction) => renewTokenAllowance(transaction, owner), ledgerTransactionOptions);
    row = await readSummaryRow(owner);
    if (!row) throw new Error("token balance missing after renewal");
  }
  const remaining = row.allowance + row.purchased;
  const used = Math.max(0, row.used);
  const limit = remaining + used;
  return {
    remaining,
    used,
    limit,
    percentage: limit === 0 ? 0 : Math.round((used / limit) * 100),
    allowance: { remaining: row.allowance, limit: row.allowanceLimit, resetsAt: row.resetsAt.toISOString() },
    purchased: row.purchased,
  };
}

async function readSummaryRow(owner: TokenOwner): Promise<Row | undefined> {
  const prisma = await db();
  // The period began a month before the next reset; what was spent in it is summed from the ledger.
  const [row] = await prisma.$queryRaw<Row[]>`
    SELECT balance."allowance", balance."purchased", balance."allowanceLimit", balance."resetsAt",
      balance."resetsAt" <= ${databaseNow} AS due,
      COALESCE((
        SELECT -SUM(entry."delta") FROM "TokenLedgerEntry" AS entry
        WHERE entry.${ownerColumn(owner)} = balance.${ownerColumn(owner)}
          AND entry."kind" IN ('CHARGE', 'REFUND') AND entry."createdAt" >= balance."resetsAt" - INTERVAL '1 month'
      ), 0)::int AS used
    FROM "TokenBalance" AS balance WHERE balance.${ownerColumn(owner)} = ${ownerId(owner)}`;
  return row;
}
