import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/db/generated/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { readBalance } from "./read-balance";
import { renewTokenAllowance } from "./renew-token-allowance";
import { databaseNow, ownerColumns, ownerCondition, type TokenOwner } from "./token-owner";

/** A busy database (many requests queued for its connections) must not turn a charge into an error. */
export const ledgerTransactionOptions = { maxWait: 10_000, timeout: 20_000 };

export type LockedBalance = { allowance: number; purchased: number };

/** What a ledger row may note besides its numbers (a Stripe id, a reason, a tier, ...). */
export type LedgerMetadata = Record<string, string | number | boolean | null>;

/**
 * Runs `change` in a transaction holding the owner's balance row (opened and renewed first), for the
 * rarer changes (credits, refunds, reversals) that read before they write. Changes of one owner are
 * serialised by the lock, so a key checked under it cannot be written by another change meanwhile.
 */
export async function withLockedBalance<T>(
  owner: TokenOwner,
  change: (transaction: Prisma.TransactionClient, balance: LockedBalance) => Promise<T>,
): Promise<T> {
  const prisma = await db();
  return prisma.$transaction(async (transaction) => {
    await renewTokenAllowance(transaction, owner);
    const [balance] = await transaction.$queryRaw<LockedBalance[]>`
      SELECT "allowance", "purchased" FROM "TokenBalance" WHERE ${ownerCondition(owner)} FOR UPDATE`;
    if (!balance) throw new Error("token balance missing after renewal");
    return change(transaction, balance);
  }, ledgerTransactionOptions);
}

/** Writes both buckets of the locked balance row. */
async function writeBalance(
  transaction: Prisma.TransactionClient,
  owner: TokenOwner,
  balance: LockedBalance,
): Promise<void> {
  await transaction.$executeRaw`
    UPDATE "TokenBalance" SET "allowance" = ${balance.allowance}, "purchased" = ${balance.purchased}, "updatedAt" = ${databaseNow}
    WHERE ${ownerCondition(owner)}`;
}

/** A ledger row as a change describes it: the owner and the balance after are filled in by `recordChange`. */
export type ChangeEntry = Omit<
  Prisma.TokenLedgerEntryUncheckedCreateInput,
  "userId" | "guestSessionId" | "balanceAfter"
>;

/** Writes the locked balance's new buckets and the ledger row that explains them; returns the new total. */
export async function recordChange(
  transaction: Prisma.TransactionClient,
  owner: TokenOwner,
  next: LockedBalance,
  entry: ChangeEntry,
): Promise<number> {
  await writeBalance(transaction, owner, next);
  const balanceAfter = next.allowance + next.purchased;
  await transaction.tokenLedgerEntry.create({ data: { ...ownerColumns(owner), ...entry, balanceAfter } });
  return balanceAfter;
}

export async function findEntry(transaction: Prisma.TransactionClient, idempotencyKey: string) {
  return transaction.tokenLedgerEntry.findUnique({ where: { idempotencyKey } });
}

/**
 * Runs `change` under the lock once per idempotency key. When the key is in the ledger already (for
 * this owner, or for another one: the unique index says so when the entry is written), nothing
 * changes and `unchanged` answers with the balance as it is.
 */
export async function changeBalanceOnce<T>(
  owner: TokenOwner,
  idempotencyKey: string,
  unchanged: (balance: number) => T,
  change: (transaction: Prisma.TransactionClient, balance: LockedBalance) => Promise<T>,
): Promise<T> {
  try {
    return await withLockedBalance(owner, async (transaction, balance) => {
      if (await findEntry(transaction, idempotencyKey)) return unchanged(balance.allowance + balance.purchased);
      return change(transaction, balance);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return unchanged(await readBalance(await db(), owner));
    throw error;
  }
}

/** A change of a number of tokens (a credit, a reversal), once per idempotency key. */
export type AmountChangeInput = {
  owner: TokenOwner;
  /** A positive whole number of tokens. */
  amount: number;
  /** The same key twice changes the balance once. */
  idempotencyKey: string;
  metadata?: LedgerMetadata;
};

const amountSchema = z.number().int().positive();

/** changeBalanceOnce for a change of `input.amount` tokens, checked to be a positive whole number first. */
export async function changeAmountOnce<T>(
  input: AmountChangeInput,
  unchanged: (balance: number) => T,
  change: (transaction: Prisma.TransactionClient, balance: LockedBalance, amount: number) => Promise<T>,
): Promise<T> {
  const amount = amountSchema.parse(input.amount);
  return changeBalanceOnce(input.owner, input.idempotencyKey, unchanged, (transaction, balance) =>
    change(transaction, balance, amount),
  );
}
