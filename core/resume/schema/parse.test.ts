import { describe, expect, it } from "vitest";

import { createDefaultResumeData, defaultResumeData } from "./defaults";
import { sampleResumes } from "../samples";
import { describeResumeIssues, parseResumeDataStrict, parseResumeDataTolerant, resumeDataJsonSchema } from "./parse";
import { resumeDataSchema } from "./resume-data";
import { tolerantParse } from "./tolerant";

/** Where the tolerant parse found something to mend, as dotted paths. */
const issuePaths = (issues: { path: PropertyKey[] }[]) => issues.map((issue) => issue.path.join("."));

function pathsOf(input: unknown): string[] {
  const result = parseResumeDataStrict(input);
  return result.success ? [] : describeResumeIssues(result.error).map((issue) => issue.path);
}

const empty = { basics: {}, sections: {}, metadata: {} };

describe("parseResumeDataStrict", () => {
  it("fills defaults for fields left out", () => {
    const result = parseResumeDataStrict(empty);
    expect(result.success && result.data).toEqual(defaultResumeData);
  });

  it("requires the three parts of the document", () => {
    expect(pathsOf({})).toEqual(["basics", "sections", "metadata"]);
  });

  it("refuses unknown keys and says where they are", () => {
    const result = parseResumeDataStrict({ ...empty, basics: { nickname: "Em" }, extra: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    const issues = describeResumeIssues(result.error);
    expect(issues).toContainEqual(expect.objectContaining({ path: "", code: "unrecognized_keys" }));
    expect(issues).toContainEqual(expect.objectContaining({ path: "basics", code: "unrecognized_keys" }));
    expect(result.error.issues.find((issue) => issue.path.length === 0)).toMatchObject({ keys: ["extra"] });
  });

  it("enforces required item fields, by path", () => {
    const paths = pathsOf({
      ...empty,
      sections: {
        experience: { items: [{ id: "a", company: "  " }] },
        profiles: { items: [{ id: "b", network: "GitHub" }] },
        hobbies: { items: [{ name: "Chess" }] },
      },
    });
    expect(paths).toEqual([
      "sections.profiles.items.0.username",
      "sections.experience.items.0.company",
      "sections.hobbies.items.0.id",
    ]);
  });

  it("checks formats and ranges", () => {
    const paths = pathsOf({
      basics: { email: "not-an-email", url: { href: "javascript:alert(1)" }, picture: { url: "//evil.example/x.png" } },
      sections: { skills: { columns: 6, items: [{ id: "s", level: 7 }] } },
      metadata: {
        template: "unknown",
        page: { margin: 61, format: "a5" },
        theme: { primary: "red" },
        typography: { font: { size: 5 }, lineHeight: 3.5, headerFontSize: 41 },
      },
    });
    expect(paths.sort()).toEqual(
      [
        "basics.email",
        "basics.url.href",
        "basics.picture.url",
        "sections.skills.columns",
        "sections.skills.items.0.level",
        "metadata.template",
        "metadata.page.margin",
        "metadata.page.format",
        "metadata.theme.primary",
        "metadata.typography.font.size",
        "metadata.typography.lineHeight",
        "metadata.typography.headerFontSize",
      ].sort(),
    );
  });

  it("accepts the address forms people use", () => {
    expect(
      pathsOf({
        basics: { email: "", url: { href: "mailto:me@example.com" }, picture: { url: "/uploads/me.jpg" } },
        sections: {
          profiles: {
            items: [{ id: "p", network: "Web", username: "me", url: { href: "https://example.com/a?b=c" } }],
          },
        },
        metadata: {},
      }),
    ).toEqual([]);
  });

  it("stores the template's free flag as YES or NO", () => {
    const result = parseResumeDataStrict({ ...empty, metadata: { theme: { isFree: false } } });
    expect(result.success && result.data.metadata.theme.isFree).toBe("NO");
  });
});

describe("parseResumeDataTolerant", () => {
  it("reads {} as the default resume and reports what was missing", () => {
    const { data, issues } = parseResumeDataTolerant({});
    expect(data).toEqual(defaultResumeData);
    expect(issuePaths(issues)).toEqual(["basics", "sections", "metadata"]);
  });

  it("reads a non-object as the default resume", () => {
    expect(parseResumeDataTolerant("garbage").data).toEqual(defaultResumeData);
    expect(parseResumeDataTolerant(null).data).toEqual(defaultResumeData);
  });

  it("keeps unknown keys and values at every level", () => {
    const { data } = parseResumeDataTolerant({
      basics: { name: "Ana", pronouns: "she/her" },
      sections: {
        experience: { items: [{ id: "e1", company: "Acme", team: "Platform" }] },
        presentations: { items: [{ title: "Talk" }] },
      },
      metadata: { template: "onyx", experiment: { a: 1 } },
      version: 3,
    });
    expect(data).toMatchObject({
      basics: { name: "Ana", pronouns: "she/her", headline: "" },
      sections: {
        experience: { items: [{ id: "e1", company: "Acme", team: "Platform", position: "", visible: true }] },
        presentations: { items: [{ title: "Talk" }] },
      },
      metadata: { template: "onyx", experiment: { a: 1 }, page: { margin: 40 } },
      version: 3,
    });
  });

  it("keeps readable but invalid values, so that the user can fix them", () => {
    const { data, issues } = parseResumeDataTolerant({
      basics: { email: "ana at example", url: { href: "example.com" } },
      sections: { experience: { items: [{ id: "e1", company: "" }] } },
      metadata: { theme: { primary: "teal" } },
    });
    expect(data.basics.email).toBe("ana at example");
    expect(data.basics.url.href).toBe("example.com");
    expect(data.sections.experience.items[0]!.company).toBe("");
    expect(data.metadata.theme.primary).toBe("teal");
    expect(issuePaths(issues)).toEqual(
      expect.arrayContaining([
        "basics.email",
        "basics.url.href",
        "sections.experience.items.0.company",
        "metadata.theme.primary",
      ]),
    );
  });

  it("coerces plain scalars and clamps out-of-range numbers", () => {
    const { data } = parseResumeDataTolerant({
      basics: { phone: 5551234 },
      sections: { skills: { columns: "9", items: [{ id: "s", name: "Go", level: "4", keywords: ["a", 2] }] } },
      metadata: {
        page: { margin: 80, format: "A4", options: { pageNumbers: "false" } },
        typography: { font: { size: "13" } },
      },
    });
    expect(data.basics.phone).toBe("5551234");
    expect(data.sections.skills.columns).toBe(5);
    expect(data.sections.skills.items[0]).toMatchObject({ level: 4, keywords: ["a", "2"] });
    expect(data.metadata.page).toMatchObject({
      margin: 60,
      format: "a4",
      options: { pageNumbers: false, breakLine: true },
    });
    expect(data.metadata.typography.font.size).toBe(13);
  });

  it("replaces a value that cannot be read as its type with the default, and says so", () => {
    const { data, issues } = parseResumeDataTolerant({
      basics: { picture: "https://example.com/me.jpg", customFields: "none" },
      sections: {
        summary: { id: "wrong", content: { html: "<p>x</p>" } },
        skills: { items: ["Go", { id: "s2", name: "Rust" }] },
      },
      metadata: { layout: "two-columns", typography: { lineHeight: "tall" } },
    });
    expect(data.basics.picture).toEqual(defaultResumeData.basics.picture);
    expect(data.basics.customFields).toEqual([]);
    expect(data.sections.summary).toMatchObject({ id: "summary", content: "" });
    expect(data.sections.skills.items.map((item) => item.name)).toEqual(["Rust"]);
    expect(data.metadata.layout).toEqual(defaultResumeData.metadata.layout);
    expect(data.metadata.typography.lineHeight).toBe(1.75);
    expect(issuePaths(issues)).toEqual(
      expect.arrayContaining([
        "basics.picture",
        "sections.skills.items.0",
        "metadata.layout",
        "metadata.typography.lineHeight",
      ]),
    );
  });

  it("fills missing and repeated ids, and gives a custom section its key", () => {
    const { data } = parseResumeDataTolerant({
      basics: { customFields: [{ name: "Licence", value: "B" }] },
      sections: {
        skills: { items: [{ name: "Go" }, { id: "dup", name: "Rust" }, { id: "dup", name: "Zig" }] },
        custom: { talks: { name: "Talks", items: [{ name: "Keynote" }] } },
      },
      metadata: {},
    });
    const skillIds = data.sections.skills.items.map((item) => item.id);
    expect(new Set(skillIds).size).toBe(3);
    expect(skillIds).toContain("dup");
    expect(data.basics.customFields[0]!.id).not.toBe("");
    expect(data.sections.custom.talks).toMatchObject({ id: "talks", name: "Talks", columns: 1 });
    expect(data.sections.custom.talks!.items[0]!.id).not.toBe("");
    expect(data.metadata.layout.flat(2)).toContain("custom.talks");
  });

  it("moves a legacy metadata.signature into the signature section", () => {
    const { data } = parseResumeDataTolerant({ ...empty, metadata: { signature: "Jane Doe" } });
    expect(data.sections.signature.items).toEqual([expect.objectContaining({ content: "Jane Doe", visible: true })]);
    expect(data.metadata).not.toHaveProperty("signature");

    const kept = parseResumeDataTolerant({
      ...empty,
      sections: { signature: { items: [{ id: "s", content: "J. Doe" }] } },
      metadata: { signature: "Jane Doe" },
    });
    expect(kept.data.sections.signature.items.map((item) => item.content)).toEqual(["J. Doe"]);
  });

  it("returns a valid document unchanged", () => {
    const data = createDefaultResumeData();
    data.sections.experience.items.push({
      id: "e1",
      visible: true,
      company: "Acme",
      position: "Engineer",
      location: "",
      date: "2020",
      summary: "<p>Built things.</p>",
      url: { label: "", href: "https://acme.example.com" },
    });
    const result = parseResumeDataTolerant(data);
    expect(result.data).toEqual(data);
    expect(result.issues).toEqual([]);
  });

  // A document the strict schema accepts is read with the strict parse alone (the common case, once per read).
  it("reads a strictly valid document as the tolerant parser does", () => {
    const partial = {
      basics: { name: "Em" },
      sections: { skills: { items: [{ id: "s1", name: "Go" }] } },
      metadata: { template: "onyx" },
    };
    for (const document of [empty, partial, ...Object.values(sampleResumes)]) {
      expect(parseResumeDataStrict(document).success).toBe(true);
      expect(resumeDataSchema.parse(document)).toEqual(tolerantParse(resumeDataSchema, document));
    }
  });

  it("does not change the document it reads", () => {
    const input = { basics: {}, sections: { skills: { items: [{ id: "", name: "Go" }] } }, metadata: {} };
    const before = structuredClone(input);
    expect(parseResumeDataTolerant(input).data.sections.skills.items[0]!.id).not.toBe("");
    expect(input).toEqual(before);
  });
});

describe("resumeDataJsonSchema", () => {
  it("describes the input document, with descriptions and defaults", () => {
    const schema = resumeDataJsonSchema() as {
      type: string;
      required: string[];
      additionalProperties: boolean;
      properties: Record<
        string,
        { description?: string; properties?: Record<string, { default?: unknown; description?: string }> }
      >;
    };
    expect(schema.type).toBe("object");
    expect(schema.required).toEqual(["basics", "sections", "metadata"]);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.metadata!.properties!.template).toMatchObject({ default: "leafish" });
    expect(schema.properties.basics!.properties!.name!.description).toBeTruthy();
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
  });

  it("describes every field", () => {
    const undescribed: string[] = [];
    const visit = (node: unknown, path: string): void => {
      if (typeof node !== "object" || node === null) return;
      const { properties, items, additionalProperties, anyOf } = node as Record<string, unknown>;
      for (const [key, field] of Object.entries((properties ?? {}) as Record<string, { description?: string }>)) {
        if (!field.description) undescribed.push(`${path}.${key}`);
        visit(field, `${path}.${key}`);
      }
      visit(items, `${path}[]`);
      visit(additionalProperties, `${path}{}`);
      if (Array.isArray(anyOf)) anyOf.forEach((option) => visit(option, path));
    };
    visit(resumeDataJsonSchema(), "");
    expect(undescribed).toEqual([]);
  });
});
