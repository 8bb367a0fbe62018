import "server-only";
import { getTokenSummary } from "./get-token-summary";
import type { TokenOwner } from "./token-owner";

/** Tokens left (allowance and purchased together), after renewing the allowance if its date has passed. */
export async function getTokenBalance(owner: string | TokenOwner): Promise<number> {
  return (await getTokenSummary(typeof owner === "string" ? { userId: owner } : owner)).remaining;
}
