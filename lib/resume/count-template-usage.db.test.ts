import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getSampleResume } from "@/core/resume/samples";
import { countTemplateUsage, templateUsageThreshold, visibleTemplateUsage } from "./count-template-usage";

async function seedResumes(template: string, count: number) {
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
          template,
          data,
        })),
      },
    },
  });
}

describe("countTemplateUsage", () => {
  it("counts real resumes per template and caches the answer for minutes", async () => {
    await seedResumes("onyx", 12);
    await seedResumes("gengar", 3);
    const start = Date.now();
    const counts = await countTemplateUsage(start);
    expect(counts.get("onyx")).toBe(12);
    expect(counts.get("gengar")).toBe(3);
    expect(counts.get("pikachu")).toBeUndefined();

    await seedResumes("gengar", 9);
    expect((await countTemplateUsage(start + 60_000)).get("gengar")).toBe(3);
    expect((await countTemplateUsage(start + 6 * 60_000)).get("gengar")).toBe(12);
  });

  it("hides counts below the threshold", () => {
    expect(templateUsageThreshold).toBe(10);
    expect(visibleTemplateUsage(undefined)).toBeNull();
    expect(visibleTemplateUsage(9)).toBeNull();
    expect(visibleTemplateUsage(10)).toBe(10);
  });
});
