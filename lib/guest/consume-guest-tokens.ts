import "server-only";
import { z } from "zod";
import type { GuestSession } from "@/lib/db/generated/client";
import { assertPermission } from "@/lib/plans/get-permissions";
import { chargeTrackedOperation } from "@/lib/tokens/charge-tracked-operation";
import { tokenCosts, tokenOperationSchema } from "@/lib/tokens/token-costs";

/**
 * PATCH /api/guest/tokens/consume: the operation, the client's idempotency key, and (spec §7) the
 * number of tokens the client expects to spend. The cost always comes from the server's table; a
 * body naming another amount is refused rather than charged.
 */
export const consumeGuestTokensSchema = z
  .strictObject({
    operation: tokenOperationSchema,
    idempotencyKey: z.string().trim().min(8).max(200),
    tokens: z.number().int().positive().optional(),
  })
  .refine((input) => input.tokens === undefined || input.tokens === tokenCosts[input.operation], {
    path: ["tokens"],
    message: "does not match the operation's cost",
  });

export type ConsumeGuestTokensInput = z.infer<typeof consumeGuestTokensSchema>;

/** Charges one operation to the guest session's own balance (GUEST_TOKEN_ALLOWANCE), once per key. */
export async function consumeGuestTokens(session: Pick<GuestSession, "id">, input: ConsumeGuestTokensInput) {
  const { operation, idempotencyKey } = consumeGuestTokensSchema.parse(input);
  await assertPermission({ user: null }, { action: "trackOperation", operation });
  return chargeTrackedOperation({ guestSessionId: session.id }, operation, idempotencyKey);
}
