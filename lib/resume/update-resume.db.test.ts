import { describe, expect, it } from "vitest";
import { getSampleResume } from "@/core/resume/samples";
import { db } from "@/lib/db";
import { toResumeDto } from "./resume-dto";
import { appErrorOf } from "@/tests/support/rejection";
import { createUserWithTokens } from "@/tests/factories/users";
import { createResume } from "./create-resume";
import { updateResume } from "./update-resume";

// updateResume writes with raw SQL (write-resume-row.ts) and answers from what it wrote: its answer
// must be the DTO Prisma's reading of the stored row gives, timestamps included.
describe("updateResume's write", () => {
  it("answers what a read of the stored row answers, with data, title, slug and visibility", async () => {
    const owner = await createUserWithTokens("PROFESSIONAL", 250);
    const created = await createResume(owner, { title: "Draft", data: getSampleResume("en-US") });
    const data = getSampleResume("en-US");
    data.sections.summary.content = '<p onclick="x()">Changed<script>alert(1)</script></p>';
    data.metadata.template = "azurill";
    const before = Date.now();

    const saved = await updateResume({
      owner,
      resumeId: created.id,
      input: { version: 1, title: "Saved", slug: "My Saved Resume", visibility: "PUBLIC", data },
    });

    const prisma = await db();
    const stored = toResumeDto(await prisma.resume.findUniqueOrThrow({ where: { id: created.id } }));
    expect(saved).toEqual(stored);
    expect(JSON.parse(JSON.stringify(saved))).toEqual(JSON.parse(JSON.stringify(stored)));
    expect(saved).toMatchObject({ version: 2, title: "Saved", slug: "my-saved-resume", visibility: "PUBLIC" });
    expect(saved.template).toBe("azurill");
    expect(saved.data.sections.summary.content).toBe("<p>Changed</p>");
    expect(saved.createdAt).toBe(created.createdAt);
    const updatedAt = Date.parse(saved.updatedAt);
    expect(updatedAt).toBeGreaterThanOrEqual(before - 1);
    expect(updatedAt).toBeLessThanOrEqual(Date.now() + 1);
  });

  it("answers with the stored data when the save changes only the title", async () => {
    const owner = await createUserWithTokens("PROFESSIONAL", 250);
    const created = await createResume(owner, { title: "Draft", data: getSampleResume("en-US") });
    const saved = await updateResume({ owner, resumeId: created.id, input: { version: 1, title: "Renamed" } });
    const prisma = await db();
    expect(saved).toEqual(toResumeDto(await prisma.resume.findUniqueOrThrow({ where: { id: created.id } })));
    expect(saved.data).toEqual(created.data);
  });

  it("refuses a slug the owner already uses with ResumeSlugAlreadyExists, and writes nothing", async () => {
    const owner = await createUserWithTokens("PROFESSIONAL", 250);
    await createResume(owner, { title: "Taken" });
    const other = await createResume(owner, { title: "Other" });
    const error = await appErrorOf(
      updateResume({ owner, resumeId: other.id, input: { version: 1, slug: "taken", data: getSampleResume("en-US") } }),
    );
    expect(error.code).toBe("ResumeSlugAlreadyExists");
    const prisma = await db();
    expect(await prisma.resume.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({
      version: 1,
      slug: "other",
    });
  });
});
