import "server-only";
import { createHash } from "node:crypto";
import { config } from "@/lib/config";
import { db } from "@/lib/db";

/**
 * Counts a view of a public resume: once per visitor per hour, never the owner's own. The visitor
 * is a keyed hash of address and browser, so no raw address is stored.
 */
export async function recordResumeView(
  resume: { id: string; userId: string },
  visitor: { userId?: string | null; address: string; userAgent: string },
  now = new Date(),
): Promise<boolean> {
  if (visitor.userId === resume.userId) return false;
  const visitorHash = createHash("sha256")
    .update(`${config.AUTH_SECRET}|${visitor.userId ?? visitor.address}|${visitor.userAgent}`)
    .digest("hex");
  const hourBucket = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const prisma = await db();
  const inserted = await prisma.resumeView.createMany({
    data: [{ resumeId: resume.id, visitorHash, hourBucket }],
    skipDuplicates: true,
  });
  if (inserted.count === 0) return false;
  await prisma.resumeStatistics.upsert({
    where: { resumeId: resume.id },
    create: { resumeId: resume.id, views: 1 },
    update: { views: { increment: 1 } },
  });
  return true;
}
