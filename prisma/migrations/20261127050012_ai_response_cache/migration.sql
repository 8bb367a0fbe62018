-- CreateTable
CREATE TABLE "AiResponseCache" (
    "key" TEXT NOT NULL,
    "operation" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AiResponseCache_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "AiResponseCache_createdAt_idx" ON "AiResponseCache"("createdAt");
