import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ResumeData } from "@/core/resume/schema";
import { sampleResumes } from "@/core/resume/samples";
import { validateResumeData } from "@/lib/resume/validate-resume-data";
import { convertImport } from "./convert-import";
import { toJsonResume } from "./to-json-resume";

/** A file as a download writes it and an upload reads it back: bytes, not objects. */
const asFile = (value: unknown) => ({ bytes: new TextEncoder().encode(JSON.stringify(value, null, 2)) });

/** Item ids are new on every conversion from a format that has none. */
const withoutIds = (data: ResumeData) =>
  JSON.parse(JSON.stringify(data, (key, value) => (key === "id" ? undefined : value)));

describe("own JSON round trip", () => {
  it.each(["en-US", "ar-SA"] as const)("export then import gives the same %s resume", async (locale) => {
    const original = validateResumeData(sampleResumes[locale]);
    const imported = validateResumeData(await convertImport("own", asFile(original)));
    expect(imported).toEqual(original);
  });
});

describe("JSON Resume round trip", () => {
  const fixture = (name: string) => ({
    bytes: new Uint8Array(readFileSync(new URL(`../../tests/fixtures/formats/${name}`, import.meta.url))),
  });

  it.each(["json-resume-complete.json", "json-resume-arabic.json", "json-resume-old-fields.json"])(
    "import, export and import again gives the same resume (%s)",
    async (name) => {
      const first = validateResumeData(await convertImport("json-resume", fixture(name)));
      const exported = toJsonResume(first);
      const second = validateResumeData(await convertImport("json-resume", asFile(exported)));
      // The address parts JSON Resume splits are one line in the product, exported as the address.
      expect(withoutIds(second)).toEqual(withoutIds(first));
    },
  );

  it("exports what JSON Resume holds of a resume made in the product, in the schema's field names", () => {
    const exported = toJsonResume(validateResumeData(sampleResumes["en-US"]));
    const sample = sampleResumes["en-US"];
    expect(exported.basics).toMatchObject({ name: sample.basics.name, label: sample.basics.headline });
    const work = exported.work as Record<string, unknown>[];
    expect(work.map((job) => job.name)).toEqual(
      sample.sections.experience.items.filter((item) => item.visible).map((item) => item.company),
    );
    for (const job of work) {
      for (const key of ["startDate", "endDate"]) if (key in job) expect(job[key]).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
    }
  });
});
