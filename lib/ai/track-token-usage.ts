import "server-only";
import { z } from "zod";
import type { SubscriptionTier } from "@/lib/db";
import { assertPermission } from "@/lib/plans/get-permissions";
import { chargeTrackedOperation } from "@/lib/tokens/charge-tracked-operation";
import { tokenOperationSchema } from "@/lib/tokens/token-costs";

/**
 * PATCH /api/user/ai-tokens/track: an operation name and the client's idempotency key, nothing
 * else. Strict, so a body naming an amount ("tokens", "amount", "cost") is refused rather than
 * quietly ignored: the cost always comes from the server's table.
 */
export const trackTokenUsageSchema = z.strictObject({
  operation: tokenOperationSchema,
  idempotencyKey: z.string().trim().min(8).max(200),
});

export type TrackTokenUsageInput = z.infer<typeof trackTokenUsageSchema>;

/** Charges one AI operation the client ran, once per key (the key is scoped to the user). */
export async function trackTokenUsage(
  user: { id: string; subscriptionTier: SubscriptionTier },
  input: TrackTokenUsageInput,
) {
  const { operation, idempotencyKey } = trackTokenUsageSchema.parse(input);
  await assertPermission({ user }, { action: "trackOperation", operation });
  return chargeTrackedOperation({ userId: user.id }, operation, idempotencyKey);
}
