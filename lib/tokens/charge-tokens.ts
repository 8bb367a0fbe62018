import "server-only";
import { randomUUID } from "node:crypto";
import { db, getDatabase } from "@/lib/db";
import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/core/errors";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { renewTokenAllowance } from "./renew-token-allowance";
import { tokenCosts, type TokenOperation } from "./token-costs";
import { databaseNow, ownerColumns, ownerCondition, refundKeyOf, type TokenOwner } from "./token-owner";
import { readBalance } from "./read-balance";
import { ledgerTransactionOptions, type LedgerMetadata } from "./with-locked-balance";

export type ChargeTokensInput = {
  owner: TokenOwner;
  operation: TokenOperation;
  /** The same key twice charges once: a retried request, or the same request sent twice at once. */
  idempotencyKey: string;
  metadata?: LedgerMetadata;
  /**
   * When set, the key is only a retry for this long: the same key later is a new charge. The stored
   * key carries the window it was charged in (see docs/TOKENS.md).
   */
  retryWindowSeconds?: number;
};

export type ChargeTokensResult = {
  charged: boolean;
  balance: number;
  /** The ledger key of the charge (the one to refund), as stored. */
  entryKey: string;
};

type Charged = { balanceAfter: number };
type ChargeState = { due: boolean; balance: number; charged: boolean; refunded: boolean };

/**
 * Spends the operation's cost (from the server's table, never from the client), the monthly
 * allowance first and then purchased tokens. The charge is one statement: a conditional UPDATE of
 * the owner's balance (enough tokens, allowance still current) and the ledger row it returns into,
 * so racing requests can never spend the same tokens twice and a duplicate key undoes the whole
 * statement. When that statement changes nothing, a transaction opens or renews the allowance and
 * charges again, so a renewal is committed with the charge it made possible.
 * InsufficientTokens (details: required, balance) when the balance is short.
 */
export async function chargeTokens(input: ChargeTokensInput): Promise<ChargeTokensResult> {
  const { owner, operation } = input;
  const cost = tokenCosts[operation];
  const prisma = await db();
  const window = input.retryWindowSeconds ? retryWindow(input.idempotencyKey, input.retryWindowSeconds) : null;
  const entryKey = window?.key ?? input.idempotencyKey;
  const replay = async (key = entryKey): Promise<ChargeTokensResult> => {
    // A charge that was given back (its work failed) paid for nothing: the retry is a new charge.
    if (await isRefunded(owner, key))
      return chargeTokens({ ...input, idempotencyKey: `${input.idempotencyKey}~after-refund` });
    return { charged: false, balance: await readBalance(prisma, owner), entryKey: key };
  };

  if (window) {
    const [previous] = await prisma.$queryRaw<{ idempotencyKey: string }[]>`
      SELECT "idempotencyKey" FROM "TokenLedgerEntry"
      WHERE "idempotencyKey" = ${window.previousKey} AND "createdAt" > ${databaseNow} - make_interval(secs => ${input.retryWindowSeconds})`;
    if (previous) return replay(previous.idempotencyKey);
  }

  const statement = chargeStatement(owner, operation, cost, entryKey, input.metadata);
  const stateQuery = stateStatement(owner, entryKey);
  try {
    for (let attempt = 0; ; attempt++) {
      // The common case is this one statement, sent without Prisma's per-query work (bench/ledger.ts).
      const database = await getDatabase();
      const [fast] = await database.query<Charged>(statement.text, statement.values);
      if (fast) return { charged: true, balance: fast.balanceAfter, entryKey };

      // Refused: a replay or a short balance, unless the balance is missing or its allowance is due.
      // One more statement tells which (a retried request must stay as cheap as a charge).
      const [state] = await database.query<ChargeState>(stateQuery.text, stateQuery.values);
      if (!state || state.due) break;
      if (state.charged) return state.refunded ? replay() : { charged: false, balance: state.balance, entryKey };
      // Enough now (another request renewed the allowance in between): charge again.
      if (state.balance >= cost && attempt < 2) continue;
      throw new AppError("InsufficientTokens", { details: { required: cost, balance: state.balance } });
    }

    const outcome = await prisma.$transaction(async (transaction) => {
      await renewTokenAllowance(transaction, owner);
      const [charged] = await transaction.$queryRaw<Charged[]>(statement);
      if (charged) return { charged: true as const, balance: charged.balanceAfter };
      // Commit the renewal even when the charge is refused; report the shortage after.
      return { charged: false as const, balance: await readBalance(transaction, owner) };
    }, ledgerTransactionOptions);
    if (outcome.charged) return { ...outcome, entryKey };
    if (await isCharged(entryKey)) return replay();
    throw new AppError("InsufficientTokens", { details: { required: cost, balance: outcome.balance } });
  } catch (error) {
    if (isUniqueViolation(error)) return replay();
    throw error;
  }
}

function chargeStatement(
  owner: TokenOwner,
  operation: TokenOperation,
  cost: number,
  key: string,
  metadata: ChargeTokensInput["metadata"],
): Prisma.Sql {
  const { userId, guestSessionId } = ownerColumns(owner);
  // SET reads the row as it was, so lastChargeFromAllowance records this charge's split for RETURNING.
  return Prisma.sql`
    WITH charged AS (
      UPDATE "TokenBalance" SET
        "lastChargeFromAllowance" = LEAST("allowance", ${cost}),
        "allowance" = "allowance" - LEAST("allowance", ${cost}),
        "purchased" = "purchased" - (${cost} - LEAST("allowance", ${cost})),
        "updatedAt" = ${databaseNow}
      WHERE ${ownerCondition(owner)} AND "resetsAt" > ${databaseNow} AND "allowance" + "purchased" >= ${cost}
        AND NOT EXISTS (SELECT 1 FROM "TokenLedgerEntry" WHERE "idempotencyKey" = ${key})
      RETURNING "allowance", "purchased", "lastChargeFromAllowance"
    )
    INSERT INTO "TokenLedgerEntry" ("id", "userId", "guestSessionId", "kind", "delta", "allowanceDelta", "purchasedDelta", "balanceAfter", "operation", "idempotencyKey", "metadata", "createdAt")
    SELECT ${randomUUID()}, ${userId}::text, ${guestSessionId}::text, 'CHARGE'::"TokenEntryKind", ${-cost},
      -"lastChargeFromAllowance", "lastChargeFromAllowance" - ${cost}, "allowance" + "purchased",
      ${operation}, ${key}, ${metadata ? JSON.stringify(metadata) : null}::jsonb, ${databaseNow}
    FROM charged
    RETURNING "balanceAfter"`;
}

/** Why the charge changed nothing: no balance yet, an allowance due, a key already charged (and given back?), or too few tokens. */
function stateStatement(owner: TokenOwner, key: string): Prisma.Sql {
  return Prisma.sql`
    SELECT "resetsAt" <= ${databaseNow} AS due, "allowance" + "purchased" AS balance,
      EXISTS (SELECT 1 FROM "TokenLedgerEntry" WHERE "idempotencyKey" = ${key}) AS charged,
      EXISTS (SELECT 1 FROM "TokenLedgerEntry" WHERE "idempotencyKey" = ${refundKeyOf(owner, key)}) AS refunded
    FROM "TokenBalance" WHERE ${ownerCondition(owner)}`;
}

async function isRefunded(owner: TokenOwner, key: string): Promise<boolean> {
  const prisma = await db();
  return (await prisma.tokenLedgerEntry.count({ where: { idempotencyKey: refundKeyOf(owner, key) } })) > 0;
}

async function isCharged(key: string): Promise<boolean> {
  const prisma = await db();
  return (await prisma.tokenLedgerEntry.count({ where: { idempotencyKey: key } })) > 0;
}

/** The key stored for a charge in this window, and the previous window's (a retry may straddle the two). */
function retryWindow(key: string, seconds: number): { key: string; previousKey: string } {
  const index = Math.floor(Date.now() / 1000 / seconds);
  return { key: `${key}@${index}`, previousKey: `${key}@${index - 1}` };
}
