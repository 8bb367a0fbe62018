import "server-only";
import { chargeTokens } from "./charge-tokens";
import { tokenCosts, type TokenOperation } from "./token-costs";
import { ownerKey, type TokenOwner } from "./token-owner";

/**
 * Charges an operation the browser ran and reports, once per key: the client's key is scoped to the
 * owner, so two owners' keys never collide. The cost is the server's, never the client's.
 */
export async function chargeTrackedOperation(owner: TokenOwner, operation: TokenOperation, idempotencyKey: string) {
  const { charged, balance } = await chargeTokens({
    owner,
    operation,
    idempotencyKey: `track:${ownerKey(owner)}:${idempotencyKey}`,
  });
  return { operation, cost: tokenCosts[operation], charged, balance };
}
