import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { roleLibrary } from "@/core/ai/roles/role-library";
import { resumeDataSchema } from "@/core/resume/schema";
import { sampleResumes } from "@/core/resume/samples";
import {
  exampleProfessions,
  exampleResumeData,
  exampleResumes,
  exampleResumeTitle,
  filterExampleResumes,
  findExampleResume,
} from "./example-resumes";

describe("example resumes", () => {
  it("have unique slugs, known professions, and data the schema accepts in the example's template and language", () => {
    expect(new Set(exampleResumes.map((example) => example.slug)).size).toBe(exampleResumes.length);
    for (const example of exampleResumes) {
      expect(exampleProfessions).toContain(example.profession);
      const data = exampleResumeData(example);
      expect(() => resumeDataSchema.parse(data)).not.toThrow();
      expect(data.metadata.template).toBe(example.template);
      expect(data.metadata.locale).toBe(example.language);
      // The card's thumbnail: `npx tsx scripts/examples-thumbnails.ts <slug>` after adding or changing an example.
      expect(existsSync(path.join(process.cwd(), "public", "example-thumbnails", `${example.slug}.jpg`))).toBe(true);
    }
  });

  it("show a sample's fictional person as written, and a role example's facts only as placeholders", () => {
    const sample = findExampleResume("accountant-ar-sa")!;
    expect(exampleResumeData(sample).basics.name).toBe(sampleResumes["ar-SA"].basics.name);
    expect(exampleResumeTitle(sample)).toBe(sampleResumes["ar-SA"].basics.name);

    const role = findExampleResume("project-manager-ar-sa")!;
    const data = exampleResumeData(role);
    const library = roleLibrary.find((entry) => entry.id === "project-manager")!;
    expect(data.basics.name).toBe("[اسمك]");
    expect(data.basics.headline).toBe(library.names.ar);
    expect(exampleResumeTitle(role)).toBe(library.names.ar);
    expect(data.sections.experience.items.map((item) => item.company)).toEqual(["[اسم الجهة]"]);
    expect(data.sections.skills.items.map((item) => item.name)).toEqual([...library.skills.ar]);
    expect(data.sections.skills.items.every((item) => item.level === 0)).toBe(true);
    // Nothing of the sample's person is left behind.
    expect(JSON.stringify(data)).not.toContain(sampleResumes["ar-SA"].basics.name);
    expect(data.basics).toMatchObject({ dateOfBirth: "", nationality: "", maritalStatus: "", idNumber: "" });
    expect(data.sections.projects.items).toEqual([]);
  });

  it("find only known slugs and filter by profession and language", () => {
    expect(findExampleResume("../../etc/passwd")).toBeUndefined();
    expect(findExampleResume(["nurse-es-es"])).toBeUndefined();
    expect(filterExampleResumes({ profession: "nurse" }).map((example) => example.slug)).toEqual([
      "nurse-es-es",
      "nurse-ar-sa",
    ]);
    expect(filterExampleResumes({ profession: "nurse", language: "ar-SA" }).map((example) => example.slug)).toEqual([
      "nurse-ar-sa",
    ]);
    expect(filterExampleResumes({ language: "xx-XX" })).toEqual([]);
    expect(filterExampleResumes({})).toHaveLength(exampleResumes.length);
  });
});
