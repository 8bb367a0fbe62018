import { describe, expect, it } from "vitest";
import { seedOwnerWithResumes } from "@/tests/factories/resumes";
import { countTemplateUsage, templateUsageThreshold, visibleTemplateUsage } from "./count-template-usage";

describe("countTemplateUsage", () => {
  it("counts real resumes per template and caches the answer for minutes", async () => {
    await seedOwnerWithResumes({ template: "onyx", count: 12 });
    await seedOwnerWithResumes({ template: "gengar", count: 3 });
    const start = Date.now();
    const counts = await countTemplateUsage(start);
    expect(counts.get("onyx")).toBe(12);
    expect(counts.get("gengar")).toBe(3);
    expect(counts.get("pikachu")).toBeUndefined();

    await seedOwnerWithResumes({ template: "gengar", count: 9 });
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
