import "server-only";
import { setTimeout as delay } from "node:timers/promises";
import { db } from "@/lib/db";

/**
 * Runs work once the response has been sent (a route handler passes Next's `after`). The file a
 * user asked for does not wait for its bookkeeping.
 */
export type AfterResponse = (work: () => Promise<void>) => void;

/** How long a resume's downloads are gathered before they are written, together. */
export const downloadBatchMs = 1000;

/** Downloads counted but not yet written, and the write that will add them. */
type Batch = { count: number; written: Promise<void> };

/** The batch still gathering, by resume. */
const gathering = new Map<string, Batch>();

/** `count` more downloads of the resume (statistics per spec §8), in one statement. */
async function addDownloads(resumeId: string, count: number): Promise<void> {
  const prisma = await db();
  try {
    await prisma.resumeStatistics.upsert({
      where: { resumeId },
      create: { resumeId, downloads: count },
      update: { downloads: { increment: count } },
    });
  } catch (error) {
    // The resume was deleted between its export and this write: there is nothing left to count.
    if (!isForeignKeyViolation(error)) throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2003";
}

/**
 * One more download, written with the others of the same resume within `downloadBatchMs`: one
 * write however many come, and none in the moment after a response, when the next request
 * arrives (on the embedded PGlite a write runs on the server's own thread; bench/pdf).
 * Resolves once the download is stored.
 */
function countDownloadSoon(resumeId: string): Promise<void> {
  const batch = gathering.get(resumeId) ?? startBatch(resumeId);
  batch.count += 1;
  return batch.written;
}

/** An empty batch for the resume, written `downloadBatchMs` from now with whatever it gathered by then. */
function startBatch(resumeId: string): Batch {
  const batch: Batch = {
    count: 0,
    written: delay(downloadBatchMs).then(() => {
      gathering.delete(resumeId);
      return addDownloads(resumeId, batch.count);
    }),
  };
  gathering.set(resumeId, batch);
  return batch;
}

/** Counts the download after the response (within a second) when the caller can defer work, else at once. */
export async function countDownloadOf(resumeId: string, afterResponse: AfterResponse | undefined): Promise<void> {
  if (afterResponse) afterResponse(() => countDownloadSoon(resumeId));
  else await addDownloads(resumeId, 1);
}
