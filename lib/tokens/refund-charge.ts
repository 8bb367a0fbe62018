import "server-only";
import { ownerColumns, refundKeyOf, type TokenOwner } from "./token-owner";
import { changeBalanceOnce, findEntry, recordChange } from "./with-locked-balance";

export type RefundChargeInput = {
  owner: TokenOwner;
  /** The charge's key as stored (chargeTokens returns it as entryKey). */
  idempotencyKey: string;
  /** Why, for the history: "print_failed", "ai_failed", ... */
  reason: string;
};

/**
 * Gives a charge back once (a print or an AI call that failed after it was paid for), to the buckets
 * it came from. A key that names no charge of this owner, or one already refunded, changes nothing.
 */
export async function refundCharge(input: RefundChargeInput): Promise<{ refunded: boolean; balance: number }> {
  const refundKey = refundKeyOf(input.owner, input.idempotencyKey);
  const unchanged = (balance: number): { refunded: boolean; balance: number } => ({ refunded: false, balance });
  return changeBalanceOnce(input.owner, refundKey, unchanged, async (transaction, balance) => {
    const charge = await findEntry(transaction, input.idempotencyKey);
    const owned =
      charge &&
      ownerColumns(input.owner).userId === charge.userId &&
      ownerColumns(input.owner).guestSessionId === charge.guestSessionId;
    if (!charge || !owned || charge.kind !== "CHARGE") return unchanged(balance.allowance + balance.purchased);

    const next = {
      allowance: balance.allowance - charge.allowanceDelta,
      purchased: balance.purchased - charge.purchasedDelta,
    };
    const total = await recordChange(transaction, input.owner, next, {
      kind: "REFUND",
      operation: charge.operation,
      delta: -charge.delta,
      allowanceDelta: -charge.allowanceDelta,
      purchasedDelta: -charge.purchasedDelta,
      idempotencyKey: refundKey,
      metadata: { reason: input.reason, charge: charge.idempotencyKey },
    });
    return { refunded: true, balance: total };
  });
}
