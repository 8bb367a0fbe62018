import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { repairLayout, repairLayoutIds, sectionLayoutIds } from "./layout";
import { parseResumeDataTolerant } from "./parse";
import { builtInSectionIds } from "./sections";

const json = fc.jsonValue({ maxDepth: 3 });
const layoutId = fc.constantFrom(...builtInSectionIds, "custom.talks", "presentations", "ghost");
const layout = fc.array(fc.array(fc.array(layoutId, { maxLength: 8 }), { maxLength: 3 }), { maxLength: 3 });

const item = fc.record(
  {
    id: fc.oneof(fc.string(), fc.constant("dup"), json),
    visible: fc.oneof(fc.boolean(), json),
    name: fc.oneof(fc.string(), json),
    level: fc.oneof(fc.integer(), fc.string(), json),
    keywords: fc.oneof(fc.array(fc.oneof(fc.string(), fc.integer())), json),
  },
  { requiredKeys: [] },
);
const section = fc.record(
  {
    id: json,
    name: json,
    columns: fc.oneof(fc.integer(), fc.string()),
    visible: json,
    items: fc.oneof(fc.array(fc.oneof(item, json)), json),
  },
  { requiredKeys: [] },
);

// Documents shaped like resumes, with every field possibly missing, mistyped or unknown.
const resumeLike = fc.record(
  {
    basics: fc.oneof(
      json,
      fc.record({ name: json, email: fc.string(), picture: json, customFields: fc.array(item) }, { requiredKeys: [] }),
    ),
    sections: fc.oneof(
      json,
      fc.record(
        {
          experience: section,
          skills: section,
          hobbies: section,
          signature: section,
          summary: fc.record({ content: json }, { requiredKeys: [] }),
          custom: fc.dictionary(fc.constantFrom("talks", "patents", ""), section),
        },
        { requiredKeys: [] },
      ),
    ),
    metadata: fc.oneof(
      json,
      fc.record(
        { layout, template: fc.string(), page: json, signature: fc.oneof(fc.string(), json), typography: json },
        { requiredKeys: [] },
      ),
    ),
    extra: json,
  },
  { requiredKeys: [] },
);

describe("tolerant reading (property)", () => {
  it("reads any input into a loadable document, and reading it again changes nothing", () => {
    fc.assert(
      fc.property(fc.oneof(resumeLike, json), (input) => {
        const { data } = parseResumeDataTolerant(input);
        expect(repairLayout(data)).toBe(data);
        expect(data.metadata.page.margin).toBeGreaterThanOrEqual(0);
        expect(data.metadata.page.margin).toBeLessThanOrEqual(60);
        for (const entry of data.sections.skills.items) {
          expect(Number.isInteger(entry.level) && entry.level >= 0 && entry.level <= 5).toBe(true);
          expect(entry.id).not.toBe("");
        }
        expect(parseResumeDataTolerant(data).data).toEqual(data);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it("repairs any layout to name each section exactly once", () => {
    const sectionIds = [...builtInSectionIds, "custom.talks"];
    fc.assert(
      fc.property(layout, (pages) => {
        const repaired = repairLayoutIds(pages, sectionIds);
        expect([...repaired.flat(2)].sort()).toEqual([...sectionIds].sort());
        expect(repairLayoutIds(repaired, sectionIds)).toEqual(repaired);
      }),
      { numRuns: 300 },
    );
    expect(sectionLayoutIds({ custom: {} })).toEqual([...builtInSectionIds]);
  });
});
