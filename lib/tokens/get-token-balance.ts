import "server-only";
import { db } from "@/lib/db";

/** A user's token balance: the sum of their ledger entries (the ledger is append-only). */
export async function getTokenBalance(userId: string): Promise<number> {
  const prisma = await db();
  const result = await prisma.tokenLedgerEntry.aggregate({ where: { userId }, _sum: { delta: true } });
  return result._sum.delta ?? 0;
}
