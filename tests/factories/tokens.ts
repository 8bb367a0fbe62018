import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";

// Token balances for the database suite, written directly: an owner with exactly these buckets (and
// a GRANT row saying so), whatever its tier's allowance, with its reset date a month away unless told.

type Owner = { userId: string } | { guestSessionId: string };

export async function setTestTokenBalance(
  owner: Owner,
  { allowance = 0, purchased = 0, resetsAt }: { allowance?: number; purchased?: number; resetsAt?: Date } = {},
) {
  const prisma = await db();
  const ownerWhere = "userId" in owner ? { userId: owner.userId } : { guestSessionId: owner.guestSessionId };
  const nextReset = resetsAt ?? new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  await prisma.tokenBalance.upsert({
    where: "userId" in owner ? { userId: owner.userId } : { guestSessionId: owner.guestSessionId },
    create: { ...ownerWhere, allowance, purchased, allowanceLimit: allowance, resetsAt: nextReset },
    update: { allowance, purchased, allowanceLimit: allowance, resetsAt: nextReset },
  });
  await prisma.tokenLedgerEntry.create({
    data: {
      ...ownerWhere,
      kind: "ADJUSTMENT",
      operation: "ADJUSTMENT",
      delta: allowance + purchased,
      allowanceDelta: allowance,
      purchasedDelta: purchased,
      balanceAfter: allowance + purchased,
      idempotencyKey: `test-balance:${randomUUID()}`,
    },
  });
}

/** The owner's charges and refunds, oldest first, as [kind, operation, delta]. */
export async function ledger(owner: Owner) {
  const prisma = await db();
  const rows = await prisma.tokenLedgerEntry.findMany({
    where: { ...owner, kind: { in: ["CHARGE", "REFUND"] } },
    orderBy: { sequence: "asc" },
  });
  return rows.map((row) => [row.kind, row.operation, row.delta]);
}

/** A charge of `cost` for `operation` and its refund: the ledger of a request that failed after paying. */
export const chargedAndRefunded = (operation: string, cost: number) => [
  ["CHARGE", operation, -cost],
  ["REFUND", operation, cost],
];
