import "server-only";
import { monthlyAllowance } from "./token-costs";
import { databaseNow, ownerColumns, ownerCondition, type TokenOwner } from "./token-owner";
import { findEntry, withLockedBalance, type LedgerMetadata } from "./with-locked-balance";

/**
 * Starts a new monthly period now, with the allowance of the user's current tier: for a tier change
 * (an upgrade paid for, a subscription ended) or a renewal invoice, called after the tier is written.
 * What was left of the old allowance expires (an EXPIRY row); purchased tokens stay. Once per key.
 */
export async function startAllowancePeriod(input: {
  userId: string;
  idempotencyKey: string;
  metadata?: LedgerMetadata;
}): Promise<{ started: boolean; balance: number }> {
  const owner: TokenOwner = { userId: input.userId };
  return withLockedBalance(owner, async (transaction, balance) => {
    if (await findEntry(transaction, input.idempotencyKey))
      return { started: false, balance: balance.allowance + balance.purchased };
    const { subscriptionTier } = await transaction.user.findUniqueOrThrow({
      where: { id: input.userId },
      select: { subscriptionTier: true },
    });
    const granted = monthlyAllowance(subscriptionTier);
    await transaction.$executeRaw`
      UPDATE "TokenBalance" SET "allowance" = ${granted}, "allowanceLimit" = ${granted}, "resetsAt" = ${databaseNow} + INTERVAL '1 month', "updatedAt" = ${databaseNow}
      WHERE ${ownerCondition(owner)}`;
    const metadata = { ...input.metadata, tier: subscriptionTier };
    await transaction.tokenLedgerEntry.createMany({
      data: [
        ...(balance.allowance > 0
          ? [
              {
                ...ownerColumns(owner),
                kind: "EXPIRY" as const,
                operation: "EXPIRY",
                delta: -balance.allowance,
                allowanceDelta: -balance.allowance,
                balanceAfter: balance.purchased,
                idempotencyKey: `${input.idempotencyKey}:expiry`,
                metadata,
              },
            ]
          : []),
        {
          ...ownerColumns(owner),
          kind: "GRANT" as const,
          operation: "GRANT",
          delta: granted,
          allowanceDelta: granted,
          balanceAfter: balance.purchased + granted,
          idempotencyKey: input.idempotencyKey,
          metadata,
        },
      ],
    });
    return { started: true, balance: balance.purchased + granted };
  });
}
