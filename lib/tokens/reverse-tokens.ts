import "server-only";
import { changeAmountOnce, recordChange, type AmountChangeInput } from "./with-locked-balance";

/**
 * Takes back tokens whose payment was refunded: a negative REVERSAL row, from the purchased bucket
 * first and then the allowance, clamped so that the balance reaches zero and never goes below (the
 * tokens may already be spent). `amount` is how many tokens the refunded payment had bought; the
 * idempotency key is the Stripe refund or event id. Returns how many were actually taken.
 */
export async function reverseTokens(input: AmountChangeInput): Promise<{ reversed: number; balance: number }> {
  return changeAmountOnce<{ reversed: number; balance: number }>(
    input,
    (balance) => ({ reversed: 0, balance }),
    async (transaction, balance, amount) => {
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
