import "server-only";
import { Prisma } from "@/lib/db/generated/client";

/** Whose balance: a signed-in user's or a guest session's (each has its own TokenBalance row). */
export type TokenOwner = { userId: string } | { guestSessionId: string };

export function isUserOwner(owner: TokenOwner): owner is { userId: string } {
  return "userId" in owner;
}

/** The owner's columns for an insert: one of the two is set, the other null. */
export function ownerColumns(owner: TokenOwner): { userId: string | null; guestSessionId: string | null } {
  return isUserOwner(owner)
    ? { userId: owner.userId, guestSessionId: null }
    : { userId: null, guestSessionId: owner.guestSessionId };
}

/** A WHERE condition naming the owner's rows, on TokenBalance or TokenLedgerEntry. */
export function ownerCondition(owner: TokenOwner): Prisma.Sql {
  return isUserOwner(owner)
    ? Prisma.sql`"userId" = ${owner.userId}`
    : Prisma.sql`"guestSessionId" = ${owner.guestSessionId}`;
}

/** The owner in an idempotency key, so that one owner's key can never stand for another's. */
export function ownerKey(owner: TokenOwner): string {
  return isUserOwner(owner) ? `user:${owner.userId}` : `guest:${owner.guestSessionId}`;
}

/** The ledger key of the refund of the charge stored under `chargeKey`: one refund per charge. */
export function refundKeyOf(owner: TokenOwner, chargeKey: string): string {
  return `refund:${ownerKey(owner)}:${chargeKey}`;
}

/**
 * The database's clock, in the UTC the timestamp columns hold: one clock for every app instance. The
 * wall clock, not now() (the transaction's start), so rows written in one transaction keep their order.
 */
export const databaseNow = Prisma.sql`(clock_timestamp() AT TIME ZONE 'UTC')`;

/** The owner's column name (a fixed identifier, never input) and id, for queries that join tables. */
export function ownerColumn(owner: TokenOwner): Prisma.Sql {
  return Prisma.raw(isUserOwner(owner) ? `"userId"` : `"guestSessionId"`);
}

export function ownerId(owner: TokenOwner): string {
  return isUserOwner(owner) ? owner.userId : owner.guestSessionId;
}
