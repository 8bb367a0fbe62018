import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/db/generated/client";
import { guestTokenAllowance, monthlyAllowance } from "./token-costs";
import { databaseNow, isUserOwner, ownerColumns, ownerCondition, ownerKey, type TokenOwner } from "./token-owner";

type Transaction = Prisma.TransactionClient;

/** The next reset date after now, keeping the day of the month the owner's period started on. */
const nextResetsAt = Prisma.sql`"resetsAt" + make_interval(months => (
  EXTRACT(YEAR FROM age(${databaseNow}, "resetsAt")) * 12 + EXTRACT(MONTH FROM age(${databaseNow}, "resetsAt")) + 1)::int)`;

/**
 * Inside `transaction`: gives a new owner its first allowance, and renews the allowance of an owner
 * whose reset date has passed (no cron: the first request after the date does it). The renewal locks
 * the owner's row and re-reads the date, so twenty requests arriving together renew once; its two
 * ledger rows (the old allowance's EXPIRY and the new GRANT) carry keys naming the period, a second
 * line of defence. Purchased tokens are left alone: they do not expire.
 */
export async function renewTokenAllowance(transaction: Transaction, owner: TokenOwner): Promise<void> {
  const [current] = await transaction.$queryRaw<{ due: boolean }[]>`
    SELECT "resetsAt" <= ${databaseNow} AS due FROM "TokenBalance" WHERE ${ownerCondition(owner)}`;
  if (current && !current.due) return;
  const granted = await allowanceOf(transaction, owner);
  if (!current) return openBalance(transaction, owner, granted);

  const [due] = await transaction.$queryRaw<{ allowance: number; purchased: number; resetsAt: Date }[]>`
    SELECT "allowance", "purchased", "resetsAt" FROM "TokenBalance"
    WHERE ${ownerCondition(owner)} AND "resetsAt" <= ${databaseNow} FOR UPDATE`;
  if (!due) return; // another request renewed it while this one waited for the lock
  await transaction.$executeRaw`
    UPDATE "TokenBalance" SET "allowance" = ${granted}, "allowanceLimit" = ${granted}, "resetsAt" = ${nextResetsAt}, "updatedAt" = ${databaseNow}
    WHERE ${ownerCondition(owner)}`;

  const period = due.resetsAt.toISOString();
  const entries: Prisma.TokenLedgerEntryCreateManyInput[] = [];
  if (due.allowance > 0) {
    entries.push({
      ...ownerColumns(owner),
      kind: "EXPIRY",
      operation: "EXPIRY",
      delta: -due.allowance,
      allowanceDelta: -due.allowance,
      balanceAfter: due.purchased,
      idempotencyKey: `allowance-expiry:${ownerKey(owner)}:${period}`,
      metadata: { period },
    });
  }
  entries.push(grantEntry(owner, granted, due.purchased + granted, period));
  await transaction.tokenLedgerEntry.createMany({ data: entries });
}

/** The ledger row of an allowance granted for `period` (the reset date, or "first" when the balance opens). */
function grantEntry(
  owner: TokenOwner,
  granted: number,
  balanceAfter: number,
  period: string,
): Prisma.TokenLedgerEntryCreateManyInput {
  return {
    ...ownerColumns(owner),
    kind: "GRANT",
    operation: "GRANT",
    delta: granted,
    allowanceDelta: granted,
    balanceAfter,
    idempotencyKey: `allowance-grant:${ownerKey(owner)}:${period}`,
    metadata: { period },
  };
}

async function openBalance(transaction: Transaction, owner: TokenOwner, granted: number) {
  const { userId, guestSessionId } = ownerColumns(owner);
  // ON CONFLICT: a concurrent first request opened it; its grant stands and this one adds nothing.
  const opened = await transaction.$executeRaw`
    INSERT INTO "TokenBalance" ("id", "userId", "guestSessionId", "allowance", "purchased", "allowanceLimit", "resetsAt", "updatedAt")
    VALUES (${randomUUID()}, ${userId}, ${guestSessionId}, ${granted}, 0, ${granted}, ${databaseNow} + INTERVAL '1 month', ${databaseNow})
    ON CONFLICT DO NOTHING`;
  if (opened === 0) return;
  await transaction.tokenLedgerEntry.create({ data: grantEntry(owner, granted, granted, "first") });
}

async function allowanceOf(transaction: Transaction, owner: TokenOwner): Promise<number> {
  if (!isUserOwner(owner)) return guestTokenAllowance();
  const user = await transaction.user.findUniqueOrThrow({
    where: { id: owner.userId },
    select: { subscriptionTier: true },
  });
  return monthlyAllowance(user.subscriptionTier);
}
