import "server-only";
import { z } from "zod";
import type { TokenOwner } from "./token-owner";
import { changeBalanceOnce, recordChange } from "./with-locked-balance";

export type CreditTokensInput = {
  owner: TokenOwner;
  amount: number;
  /** PURCHASE: a paid token pack; GRANT: a gift; ADJUSTMENT: a correction by support. */
  kind: "PURCHASE" | "GRANT" | "ADJUSTMENT";
  /** A Stripe checkout session or event id, for instance: the same key twice credits once. */
  idempotencyKey: string;
  metadata?: Record<string, string | number | boolean | null>;
};

const amountSchema = z.number().int().positive();

/**
 * Adds tokens to the purchased bucket, which never expires (DECISIONS.md "Token buckets"); gifts and
 * corrections land there too, so that nobody loses what they were given at the next monthly reset.
 */
export async function creditTokens(input: CreditTokensInput): Promise<{ credited: boolean; balance: number }> {
  const amount = amountSchema.parse(input.amount);
  // A key used before (even for another owner's entry) credits nothing.
  return changeBalanceOnce<{ credited: boolean; balance: number }>(
    input.owner,
    input.idempotencyKey,
    (balance) => ({ credited: false, balance }),
    async (transaction, balance) => {
      const next = { allowance: balance.allowance, purchased: balance.purchased + amount };
      const total = await recordChange(transaction, input.owner, next, {
        kind: input.kind,
        operation: input.kind,
        delta: amount,
        purchasedDelta: amount,
        idempotencyKey: input.idempotencyKey,
        metadata: input.metadata,
      });
      return { credited: true, balance: total };
    },
  );
}
