import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { getSampleResume, sampleLocales } from "@/core/resume/samples";
import { createId, parseResumeDataStrict, resumeTemplateNames, type ResumeData } from "@/core/resume/schema";
import { createResume } from "./create-resume";
import { getResume } from "./get-resume";
import { updateResume } from "./update-resume";

// Property tests over the save → load path on a real database: valid resumes come back exactly as
// they were saved; garbage is refused at the boundary and never stored.

const anyText = fc.string({ unit: fc.constantFrom("grapheme", "binary"), maxLength: 60 });
const required = anyText.filter((value) => value.trim().length > 0);
const experience = fc.record({
  company: required,
  position: anyText,
  location: anyText,
  date: anyText,
  summary: anyText.map((value) => `<p>${value.replace(/[<>&]/g, "")}</p>`),
});
const skill = fc.record({
  name: anyText,
  description: anyText,
  level: fc.integer({ min: 0, max: 5 }),
  keywords: fc.uniqueArray(required, { maxLength: 4 }),
});

const validResume = fc
  .record({
    locale: fc.constantFrom(...sampleLocales),
    name: anyText,
    headline: anyText,
    template: fc.constantFrom(...resumeTemplateNames),
    margin: fc.integer({ min: 0, max: 30 }).map((step) => step * 2),
    experience: fc.array(experience, { maxLength: 4 }),
    skills: fc.array(skill, { maxLength: 4 }),
    hidden: fc.boolean(),
  })
  .map((input): ResumeData => {
    const data = getSampleResume(input.locale);
    data.basics.name = input.name;
    data.basics.headline = input.headline;
    data.metadata.template = input.template;
    data.metadata.page.margin = input.margin;
    data.sections.experience.items = input.experience.map((item) => ({
      ...data.sections.experience.items[0]!,
      ...item,
      id: createId(),
      visible: true,
    }));
    data.sections.skills.items = input.skills.map((item) => ({
      ...data.sections.skills.items[0]!,
      ...item,
      id: createId(),
      visible: true,
    }));
    data.sections.skills.visible = !input.hidden;
    return data;
  });

async function makeOwner() {
  const prisma = await db();
  const tag = createId().slice(0, 8);
  return prisma.user.create({
    data: { name: "Prop", username: `prop-${tag}`, email: `prop-${tag}@example.com`, subscriptionTier: "ENTERPRISE" },
  });
}

describe("resume save and load", () => {
  it("returns every valid resume exactly as it was saved", async () => {
    const owner = await makeOwner();
    const resume = await createResume(owner, { title: "Property" });
    let version = resume.version;
    await fc.assert(
      fc.asyncProperty(validResume, async (data) => {
        expect(parseResumeDataStrict(data).success).toBe(true);
        version = (await updateResume({ owner, resumeId: resume.id, input: { version, data } })).version;
        const loaded = await getResume(owner.id, resume.id);
        expect(loaded.data).toEqual(data);
        expect(loaded.template).toBe(data.metadata.template);
      }),
      { numRuns: 30 },
    );
  });

  it("refuses garbage without crashing and without storing it", async () => {
    const owner = await makeOwner();
    const resume = await createResume(owner, { title: "Target" });
    const prisma = await db();
    await fc.assert(
      fc.asyncProperty(
        fc.anything({ maxDepth: 4 }).filter((value) => value !== undefined),
        async (garbage) => {
          const error = await updateResume({
            owner,
            resumeId: resume.id,
            input: { version: resume.version, data: garbage },
          }).then(
            () => null,
            (caught: unknown) => caught,
          );
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).code).toBe("ValidationFailed");
        },
      ),
      { numRuns: 60 },
    );
    const stored = await prisma.resume.findUniqueOrThrow({ where: { id: resume.id } });
    expect(stored.version).toBe(resume.version);
    expect(await prisma.resume.count({ where: { userId: owner.id } })).toBe(1);
  });
});
