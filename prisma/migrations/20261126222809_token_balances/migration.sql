-- Token balances in two buckets (docs/TOKENS.md): a TokenBalance row per owner, changed only by one
-- conditional statement, with a ledger row per change. Existing ledger rows are carried over.

-- CreateEnum
CREATE TYPE "TokenEntryKind" AS ENUM ('GRANT', 'PURCHASE', 'CHARGE', 'REFUND', 'EXPIRY', 'ADJUSTMENT', 'REVERSAL');

-- AlterTable: new columns filled for existing rows before they become required.
ALTER TABLE "TokenLedgerEntry" ADD COLUMN     "allowanceDelta" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "balanceAfter" INTEGER,
ADD COLUMN     "kind" "TokenEntryKind",
ADD COLUMN     "purchasedDelta" INTEGER NOT NULL DEFAULT 0;

UPDATE "TokenLedgerEntry" SET
  "kind" = (CASE
    WHEN "operation" = 'MONTHLY_GRANT' THEN 'GRANT'
    WHEN "operation" = 'PURCHASE' THEN 'PURCHASE'
    WHEN "operation" = 'REFUND' THEN 'REFUND'
    WHEN "delta" < 0 THEN 'CHARGE'
    ELSE 'ADJUSTMENT'
  END)::"TokenEntryKind",
  "idempotencyKey" = COALESCE("idempotencyKey", 'legacy:' || "id");

UPDATE "TokenLedgerEntry" SET "purchasedDelta" = "delta" WHERE "kind" = 'PURCHASE';
UPDATE "TokenLedgerEntry" SET "allowanceDelta" = "delta" WHERE "kind" <> 'PURCHASE';

UPDATE "TokenLedgerEntry" AS entry SET "balanceAfter" = running.total
FROM (
  SELECT "id", SUM("delta") OVER (PARTITION BY COALESCE("userId", "guestSessionId") ORDER BY "createdAt", "id") AS total
  FROM "TokenLedgerEntry"
) AS running
WHERE entry."id" = running."id";

ALTER TABLE "TokenLedgerEntry" ALTER COLUMN "balanceAfter" SET NOT NULL,
ALTER COLUMN "kind" SET NOT NULL,
ALTER COLUMN "idempotencyKey" SET NOT NULL;

-- AlterTable: the balance lives in TokenBalance now.
ALTER TABLE "User" DROP COLUMN "aiTokensResetDate",
DROP COLUMN "aiTokensUsed";

-- CreateTable
CREATE TABLE "TokenBalance" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "guestSessionId" TEXT,
    "allowance" INTEGER NOT NULL,
    "purchased" INTEGER NOT NULL,
    "allowanceLimit" INTEGER NOT NULL,
    "resetsAt" TIMESTAMP(3) NOT NULL,
    "lastChargeFromAllowance" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TokenBalance_pkey" PRIMARY KEY ("id"),
    -- The database refuses a balance below zero, whatever the code does.
    CONSTRAINT "TokenBalance_allowance_not_negative" CHECK ("allowance" >= 0),
    CONSTRAINT "TokenBalance_purchased_not_negative" CHECK ("purchased" >= 0),
    CONSTRAINT "TokenBalance_one_owner" CHECK (("userId" IS NULL) <> ("guestSessionId" IS NULL))
);

-- CreateIndex
CREATE UNIQUE INDEX "TokenBalance_userId_key" ON "TokenBalance"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "TokenBalance_guestSessionId_key" ON "TokenBalance"("guestSessionId");

-- AddForeignKey
ALTER TABLE "TokenBalance" ADD CONSTRAINT "TokenBalance_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TokenBalance" ADD CONSTRAINT "TokenBalance_guestSessionId_fkey" FOREIGN KEY ("guestSessionId") REFERENCES "GuestSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Balances of existing owners: their ledger sum, bought tokens first in the purchased bucket; the
-- current period ends a month from now.
INSERT INTO "TokenBalance" ("id", "userId", "guestSessionId", "allowance", "purchased", "allowanceLimit", "resetsAt", "updatedAt")
SELECT 'migrated-' || md5(COALESCE("userId", '') || ':' || COALESCE("guestSessionId", '')), "userId", "guestSessionId",
  GREATEST(total, 0) - LEAST(GREATEST(total, 0), GREATEST(bought, 0)),
  LEAST(GREATEST(total, 0), GREATEST(bought, 0)),
  GREATEST(total, 0) - LEAST(GREATEST(total, 0), GREATEST(bought, 0)),
  CURRENT_TIMESTAMP + INTERVAL '1 month', CURRENT_TIMESTAMP
FROM (
  SELECT "userId", "guestSessionId", SUM("delta") AS total, SUM("purchasedDelta") AS bought
  FROM "TokenLedgerEntry" GROUP BY "userId", "guestSessionId"
) AS sums;
