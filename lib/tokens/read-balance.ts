import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { ownerCondition, type TokenOwner } from "./token-owner";

/** Both buckets together, as stored now (0 for an owner with no balance yet). */
export async function readBalance(
  client: Pick<Prisma.TransactionClient, "$queryRaw">,
  owner: TokenOwner,
): Promise<number> {
  const [row] = await client.$queryRaw<{ balance: number }[]>`
    SELECT "allowance" + "purchased" AS balance FROM "TokenBalance" WHERE ${ownerCondition(owner)}`;
  return row?.balance ?? 0;
}
