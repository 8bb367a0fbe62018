import "server-only";
import { db } from "@/lib/db";
import { toResumeSummaryDto, type ResumeSummaryDto } from "./resume-dto";

/** The owner's resumes, most recently updated first, without their data. */
export async function listResumes(userId: string): Promise<ResumeSummaryDto[]> {
  const prisma = await db();
  const rows = await prisma.resume.findMany({
    where: { userId },
    orderBy: { updatedAt: "desc" },
    omit: { data: true },
  });
  return rows.map(toResumeSummaryDto);
}
