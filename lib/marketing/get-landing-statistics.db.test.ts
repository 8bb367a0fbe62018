import { describe, expect, it } from "vitest";
import { seedOwnerWithResumes } from "@/tests/factories/resumes";
import { getLandingStatistics, landingFigureThreshold } from "./get-landing-statistics";

describe("getLandingStatistics", () => {
  it("counts resumes and PDF downloads in the database, hides small figures and caches for minutes", async () => {
    expect(landingFigureThreshold).toBe(10);
    await seedOwnerWithResumes({ count: 4, downloads: 1 });
    const start = Date.now();
    expect(await getLandingStatistics(start)).toEqual({
      resumes: null,
      pdfDownloads: null,
      templates: 21,
      languages: 22,
    });

    await seedOwnerWithResumes({ count: 8, downloads: 5 });
    expect((await getLandingStatistics(start + 60_000)).resumes).toBeNull();
    expect(await getLandingStatistics(start + 6 * 60_000)).toMatchObject({ resumes: 12, pdfDownloads: 44 });
  });
});
