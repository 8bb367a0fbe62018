import "server-only";
import { db } from "@/lib/db";
import { findOwnedResume } from "./find-owned-resume";

export type ResumeStatisticsDto = { views: number; downloads: number };

export async function getResumeStatistics(userId: string, resumeId: string): Promise<ResumeStatisticsDto> {
  const resume = await findOwnedResume(userId, resumeId);
  const prisma = await db();
  const statistics = await prisma.resumeStatistics.findUnique({ where: { resumeId: resume.id } });
  return { views: statistics?.views ?? 0, downloads: statistics?.downloads ?? 0 };
}
