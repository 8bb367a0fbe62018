import "server-only";
import { z } from "zod";
import type { TokenOwner } from "./token-owner";
import { changeBalanceOnce, recordChange } from "./with-locked-balance";

export type ReverseTokensInput = {
  owner: TokenOwner;
  /** How many tokens the refunded payment had bought. */
  amount: number;
  /** The Stripe refund or event id: the same key twice reverses once. */
  idempotencyKey: string;
  metadata?: Record<string, string | number | boolean | null>;
};

const amountSchema = z.number().int().positive();

/**
 * Takes back tokens whose payment was refunded: a negative REVERSAL row, from the purchased bucket
 * first and then the allowance, clamped so that the balance reaches zero and never goes below (the
 * tokens may already be spent). Returns how many were actually taken.
 */
export async function reverseTokens(input: ReverseTokensInput): Promise<{ reversed: number; balance: number }> {
  const amount = amountSchema.parse(input.amount);
  return changeBalanceOnce<{ reversed: number; balance: number }>(
    input.owner,
    input.idempotencyKey,
    (balance) => ({ reversed: 0, balance }),
    async (transaction, balance) => {
      const fromPurchased = Math.min(balance.purchased, amount);
      const fromAllowance = Math.min(balance.allowance, amount - fromPurchased);
      const next = { allowance: balance.allowance - fromAllowance, purchased: balance.purchased - fromPurchased };
      const total = await recordChange(transaction, input.owner, next, {
        kind: "REVERSAL",
        operation: "REVERSAL",
        delta: -(fromPurchased + fromAllowance),
        allowanceDelta: -fromAllowance,
        purchasedDelta: -fromPurchased,
        idempotencyKey: input.idempotencyKey,
        metadata: { ...input.metadata, requested: amount },
      });
      return { reversed: fromPurchased + fromAllowance, balance: total };
    },
  );
}
