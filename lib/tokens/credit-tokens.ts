import "server-only";
import { changeAmountOnce, recordChange, type AmountChangeInput } from "./with-locked-balance";

export type CreditTokensInput = AmountChangeInput & {
  /** PURCHASE: a paid token pack; GRANT: a gift; ADJUSTMENT: a correction by support. */
  kind: "PURCHASE" | "GRANT" | "ADJUSTMENT";
};

/**
 * Adds tokens to the purchased bucket, which never expires (DECISIONS.md "Token buckets"); gifts and
 * corrections land there too, so that nobody loses what they were given at the next monthly reset.
 * The idempotency key is a Stripe checkout session or event id, for instance: a key used before (even
 * for another owner's entry) credits nothing.
 */
export async function creditTokens(input: CreditTokensInput): Promise<{ credited: boolean; balance: number }> {
  return changeAmountOnce<{ credited: boolean; balance: number }>(
    input,
    (balance) => ({ credited: false, balance }),
    async (transaction, balance, amount) => {
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
