import "server-only";
import { db } from "@/lib/db";
import { cachedRead } from "@/lib/db/cached-read";

/** Counts below this are not shown (DECISIONS.md "Template popularity"): a small number reads as "nobody uses it". */
export const templateUsageThreshold = 10;
const cacheTtlMs = 5 * 60 * 1000;

async function readCounts(): Promise<Map<string, number>> {
  const prisma = await db();
  const groups = await prisma.resume.groupBy({ by: ["template"], _count: { _all: true } });
  return new Map(groups.map((group) => [group.template, group._count._all]));
}

/**
 * How many resumes use each template, from the database (one indexed group-by on the denormalised
 * template column), cached for five minutes per process: popularity does not need to be live.
 */
export const countTemplateUsage: (now?: number) => Promise<Map<string, number>> = cachedRead(readCounts, cacheTtlMs);

/** The count a visitor may see: the real number, or null below the threshold. */
export function visibleTemplateUsage(count: number | undefined): number | null {
  return count !== undefined && count >= templateUsageThreshold ? count : null;
}
