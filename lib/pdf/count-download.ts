import "server-only";
import { db } from "@/lib/db";

/**
 * Runs work once the response has been sent (a route handler passes Next's `after`). The file a
 * user asked for does not wait for its bookkeeping: counting a download is a database write, a
 * twentieth of an export's time (bench/pdf).
 */
export type AfterResponse = (work: () => Promise<void>) => void;

/** One more download of the resume (statistics per spec §8). */
async function countDownload(resumeId: string): Promise<void> {
  const prisma = await db();
  await prisma.resumeStatistics.upsert({
    where: { resumeId },
    create: { resumeId, downloads: 1 },
    update: { downloads: { increment: 1 } },
  });
}

/** Counts the download after the response when the caller can defer work, else at once. */
export async function countDownloadOf(resumeId: string, afterResponse: AfterResponse | undefined): Promise<void> {
  if (afterResponse) afterResponse(() => countDownload(resumeId));
  else await countDownload(resumeId);
}
