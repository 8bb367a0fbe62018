import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/db/generated/client";

// The AI response cache of spec §7: at most 500 answers, each kept 24 hours; when full, the oldest
// 20 % are evicted. One PostgreSQL table (AiResponseCache), so every app instance shares it
// (DECISIONS.md: shared state lives in the database). Only model answers are stored: the offline
// engine answers at once and is never cached.

export type AiCacheLimits = { maxEntries: number; ttlMs: number; evictFraction: number };

export const aiCacheLimits: AiCacheLimits = { maxEntries: 500, ttlMs: 24 * 60 * 60 * 1000, evictFraction: 0.2 };

/** The key: a SHA-256 of everything that shapes the answer (operation, model, settings, messages, schema). */
export function aiCacheKey(parts: Record<string, unknown>): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

/** The cached answer, or undefined when there is none or it is older than its lifetime. */
export async function readAiCache(key: string): Promise<Prisma.JsonValue | undefined> {
  const prisma = await db();
  const row = await prisma.aiResponseCache.findUnique({ where: { key } });
  if (!row) return undefined;
  if (row.expiresAt.getTime() <= Date.now()) {
    await prisma.aiResponseCache.deleteMany({ where: { key, expiresAt: row.expiresAt } });
    return undefined;
  }
  return row.value;
}

/**
 * Stores an answer (a later answer for the same key replaces it). Expired rows go first; when the
 * table is still full, the oldest fifth goes, in one statement, so instances writing at once evict
 * from the same end and the table stays near its limit.
 */
export async function writeAiCache(
  entry: { key: string; operation: string; model: string; value: Prisma.InputJsonValue },
  limits: AiCacheLimits = aiCacheLimits,
): Promise<void> {
  const prisma = await db();
  const now = new Date();
  await prisma.aiResponseCache.deleteMany({ where: { expiresAt: { lte: now } } });
  const evict = Math.max(1, Math.ceil(limits.maxEntries * limits.evictFraction));
  await prisma.$executeRaw`
    DELETE FROM "AiResponseCache" WHERE "key" IN (
      SELECT "key" FROM "AiResponseCache" ORDER BY "createdAt" ASC, "key" ASC LIMIT ${evict}
    ) AND (SELECT count(*) FROM "AiResponseCache") >= ${limits.maxEntries}`;
  const expiresAt = new Date(now.getTime() + limits.ttlMs);
  await prisma.aiResponseCache.upsert({
    where: { key: entry.key },
    create: { ...entry, createdAt: now, expiresAt },
    update: { value: entry.value, model: entry.model, createdAt: now, expiresAt },
  });
}
