import "server-only";
import { db } from "@/lib/db";
import { cachedRead } from "@/lib/db/cached-read";
import { locales } from "@/core/i18n/locales";
import { templateCatalog } from "@/core/templates/catalog";

/**
 * A figure from the database below this is not shown (DECISIONS.md "Landing statistics"): on a new
 * installation "2 resumes created" reads as an empty product, not as a fact worth a counter.
 */
export const landingFigureThreshold = 10;
const cacheTtlMs = 5 * 60 * 1000;

export type LandingStatistics = {
  /** Resumes that exist in accounts (null below the threshold or when the database cannot be read). */
  resumes: number | null;
  /** PDF downloads counted on every resume (owners' exports and visitors' downloads). */
  pdfDownloads: number | null;
  templates: number;
  languages: number;
};

type DatabaseFigures = { resumes: number; pdfDownloads: number };

async function readFigures(): Promise<DatabaseFigures> {
  const prisma = await db();
  const [resumes, downloads] = await Promise.all([
    prisma.resume.count(),
    prisma.resumeStatistics.aggregate({ _sum: { downloads: true } }),
  ]);
  return { resumes, pdfDownloads: downloads._sum.downloads ?? 0 };
}

const cachedFigures = cachedRead(readFigures, cacheTtlMs);

function shown(count: number | undefined): number | null {
  return count !== undefined && count >= landingFigureThreshold ? count : null;
}

/**
 * The landing page's counters: real aggregates read with two statements and cached for five minutes
 * per process (the figures need not be live, and the landing is the most visited page). A database
 * that cannot be read hides its figures instead of failing the page.
 */
export async function getLandingStatistics(now = Date.now()): Promise<LandingStatistics> {
  const figures = await cachedFigures(now).catch((error: unknown) => {
    console.error("Landing statistics could not be read", error);
    return undefined;
  });
  return {
    resumes: shown(figures?.resumes),
    pdfDownloads: shown(figures?.pdfDownloads),
    templates: templateCatalog.length,
    languages: locales.length,
  };
}
