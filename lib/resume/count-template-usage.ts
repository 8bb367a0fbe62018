import "server-only";
import { db } from "@/lib/db";

/** Counts below this are not shown (DECISIONS.md "Template popularity"): a small number reads as "nobody uses it". */
export const templateUsageThreshold = 10;
const cacheTtlMs = 5 * 60 * 1000;

let cached: { at: number; counts: Promise<Map<string, number>> } | null = null;

async function readCounts(): Promise<Map<string, number>> {
  const prisma = await db();
  const groups = await prisma.resume.groupBy({ by: ["template"], _count: { _all: true } });
  return new Map(groups.map((group) => [group.template, group._count._all]));
}

/**
 * How many resumes use each template, from the database (one indexed group-by on the denormalised
 * template column), cached for five minutes per process: popularity does not need to be live.
 */
export async function countTemplateUsage(now = Date.now()): Promise<Map<string, number>> {
  if (!cached || now - cached.at > cacheTtlMs) {
    const counts = readCounts();
    cached = { at: now, counts };
    // A failed read is not cached: the next request tries again.
    counts.catch(() => {
      if (cached?.counts === counts) cached = null;
    });
  }
  return cached.counts;
}

/** The count a visitor may see: the real number, or null below the threshold. */
export function visibleTemplateUsage(count: number | undefined): number | null {
  return count !== undefined && count >= templateUsageThreshold ? count : null;
}
