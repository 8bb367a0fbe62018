import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { createResume } from "@/lib/resume/create-resume";
import { createTestUser } from "@/tests/factories/users";
import { importResume } from "./import-resume";

const fixture = (name: string) => ({
  bytes: new Uint8Array(readFileSync(new URL(`../../tests/fixtures/formats/${name}`, import.meta.url))),
});
const countResumes = async (userId: string) => (await db()).resume.count({ where: { userId } });

describe("importResume", () => {
  it("validates without creating on a dry run, then creates a private resume from the file", async () => {
    const { user } = await createTestUser({ subscriptionTier: "PROFESSIONAL" });
    const checked = await importResume(user, {
      type: "json-resume",
      source: fixture("json-resume-arabic.json"),
      dryRun: true,
    });
    expect(checked).toMatchObject({
      valid: true,
      summary: { name: "ليلى الحربي", sections: { summary: 1, experience: 2, education: 1, skills: 1, languages: 2 } },
    });
    expect(checked.data!.sections.experience.items.map((item) => item.company)).toEqual([
      "شركة المدفوعات الرقمية",
      "مؤسسة التقنية الحديثة",
    ]);
    expect(await countResumes(user.id)).toBe(0);

    const { resume } = await importResume(user, { type: "json-resume", source: fixture("json-resume-arabic.json") });
    expect(resume).toMatchObject({ title: "ليلى الحربي", visibility: "PRIVATE" });
    const stored = await (await db()).resume.findUniqueOrThrow({ where: { id: resume!.id } });
    expect(stored.userId).toBe(user.id);
    expect(resume!.data.sections.experience.items[0]!.company).toBe("شركة المدفوعات الرقمية");
  });

  it("names the section of unknown fields in the owner's language", async () => {
    const { user } = await createTestUser({ subscriptionTier: "PROFESSIONAL", locale: "ar-SA" });
    const { summary } = await importResume(
      { ...user, locale: "ar-SA" },
      { type: "json-resume", source: fixture("json-resume-extra-fields.json"), dryRun: true },
    );
    expect(summary.sections).toMatchObject({ "custom.تفاصيل أخرى": 4 });
  });

  it("refuses at the plan's resume limit and creates nothing", async () => {
    const { user } = await createTestUser({ subscriptionTier: "FREE" });
    for (let index = 0; index < config.RESUME_LIMIT_FREE; index += 1)
      await createResume(user, { title: `Resume ${index}` });
    await expect(
      importResume(user, { type: "reactive-resume-v3", source: fixture("reactive-resume-v3.json") }),
    ).rejects.toMatchObject({
      code: "ResumeLimitReached",
    });
    expect(await countResumes(user.id)).toBe(config.RESUME_LIMIT_FREE);
  });

  it("stores sanitised rich text: a v4 file's script never reaches the database", async () => {
    const { user } = await createTestUser({ subscriptionTier: "PROFESSIONAL" });
    const file = JSON.parse(
      readFileSync(new URL("../../tests/fixtures/formats/reactive-resume-v4.json", import.meta.url), "utf8"),
    );
    file.sections.summary.content = '<p>Hello</p><script>alert(1)</script><img src=x onerror="alert(2)">';
    const { resume } = await importResume(user, { type: "own", source: { json: file } });
    const stored = await (await db()).resume.findUniqueOrThrow({ where: { id: resume!.id } });
    const content = (stored.data as { sections: { summary: { content: string } } }).sections.summary.content;
    expect(content).toContain("<p>Hello</p>");
    expect(content).not.toMatch(/script|onerror/);
  });
});
