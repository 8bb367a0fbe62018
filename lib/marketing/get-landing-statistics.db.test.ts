import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getSampleResume } from "@/core/resume/samples";
import { getLandingStatistics, landingFigureThreshold } from "./get-landing-statistics";

/** `count` resumes of a new owner, each downloaded `downloads` times. */
async function seedResumes(count: number, downloads: number) {
  const prisma = await db();
  const tag = randomUUID().slice(0, 8);
  const data = getSampleResume("en-US");
  await prisma.user.create({
    data: {
      name: `Owner ${tag}`,
      username: `owner-${tag}`,
      email: `owner-${tag}@example.com`,
      resumes: {
        create: Array.from({ length: count }, (_, index) => ({
          title: `R ${index}`,
          slug: `r-${index}`,
          data,
          statistics: { create: { downloads } },
        })),
      },
    },
  });
}

describe("getLandingStatistics", () => {
  it("counts resumes and PDF downloads in the database, hides small figures and caches for minutes", async () => {
    expect(landingFigureThreshold).toBe(10);
    await seedResumes(4, 1);
    const start = Date.now();
    expect(await getLandingStatistics(start)).toEqual({
      resumes: null,
      pdfDownloads: null,
      templates: 21,
      languages: 22,
    });

    await seedResumes(8, 5);
    expect((await getLandingStatistics(start + 60_000)).resumes).toBeNull();
    expect(await getLandingStatistics(start + 6 * 60_000)).toMatchObject({ resumes: 12, pdfDownloads: 44 });
  });
});
