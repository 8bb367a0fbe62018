-- AlterTable
ALTER TABLE "TokenLedgerEntry" ADD COLUMN     "sequence" BIGSERIAL NOT NULL;
