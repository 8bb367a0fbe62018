import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { parseResumeDataStrict, parseResumeDataTolerant } from "./parse";

// A file as Reactive Resume v4 exports it (cuid2 ids, custom.<id> in the layout, none of our additions).
const exported: unknown = JSON.parse(
  readFileSync(new URL("./fixtures/reactive-resume-v4-export.json", import.meta.url), "utf8"),
);

describe("a Reactive Resume v4 export", () => {
  it("is valid as our own JSON, with our additions defaulted", () => {
    const result = parseResumeDataStrict(exported);
    if (!result.success) throw result.error;
    const { basics, sections, metadata } = result.data;
    expect(basics).toMatchObject({ name: "Alex Morgan", dateOfBirth: "", nationality: "" });
    expect(basics.customFields[0]).toMatchObject({ icon: "globe", isSocial: false });
    expect(sections.skills.items[0]).toMatchObject({ level: 0, keywords: ["Figma", "Prototyping"] });
    expect(sections.experience).toMatchObject({ icon: "", columns: 1 });
    expect(sections.hobbies.items).toEqual([]);
    expect(sections.signature.items).toEqual([]);
    expect(sections.custom.p8m3n2b1v0c9x8z7l6k5j4h3!.items[0]).toMatchObject({ location: "Berlin" });
    expect(metadata).toMatchObject({
      template: "pikachu",
      page: { margin: 18, format: "letter" },
      typography: { font: { family: "Merriweather", size: 13 }, lineHeight: 1.5, headerFontSize: 22 },
      theme: { primary: "#2563eb", isFree: "YES" },
      locale: "en-US",
    });
  });

  it("loads with the missing sections placed in its layout and nothing else changed", () => {
    const { data, issues } = parseResumeDataTolerant(exported);
    expect(issues).toEqual([]);
    const [main, sidebar] = data.metadata.layout[0]!;
    expect(main).toEqual([
      "profiles",
      "summary",
      "experience",
      "education",
      "projects",
      "volunteer",
      "references",
      "custom.p8m3n2b1v0c9x8z7l6k5j4h3",
      "signature",
    ]);
    expect(sidebar).toEqual([
      "skills",
      "interests",
      "hobbies",
      "certifications",
      "awards",
      "publications",
      "languages",
    ]);
    const strict = parseResumeDataStrict(exported);
    expect(
      strict.success && { ...strict.data, metadata: { ...strict.data.metadata, layout: data.metadata.layout } },
    ).toEqual(data);
  });
});
