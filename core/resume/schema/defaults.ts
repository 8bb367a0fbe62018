import type { z } from "zod";

import { createId } from "./id";
import { resumeDataSchema, type ResumeData } from "./resume-data";
import { sectionItemSchemas, type SectionItemOf } from "./sections";
import { tolerantParse } from "./tolerant";

/*
 * Every default is declared once, on its field in the schema. The values below are derived from
 * the schema by parsing empty input, never written out again.
 */

/** A fresh, empty resume. Each call returns a new object the caller may mutate. */
export function createDefaultResumeData(): ResumeData {
  return resumeDataSchema.parse({ basics: {}, sections: {}, metadata: {} });
}

/** The empty resume, for reading and comparing. Use createDefaultResumeData() to get one to edit. */
export const defaultResumeData: ResumeData = createDefaultResumeData();

type SectionWithItems = keyof typeof sectionItemSchemas;

function itemFactory<Item>(schema: z.core.$ZodType<Item>) {
  return (): Item => tolerantParse(schema, { id: createId() });
}

// Spelled out per section so that each factory keeps its own item type.
const itemFactories: { [Id in SectionWithItems]: () => SectionItemOf<Id> } = {
  profiles: itemFactory(sectionItemSchemas.profiles),
  experience: itemFactory(sectionItemSchemas.experience),
  education: itemFactory(sectionItemSchemas.education),
  skills: itemFactory(sectionItemSchemas.skills),
  languages: itemFactory(sectionItemSchemas.languages),
  awards: itemFactory(sectionItemSchemas.awards),
  certifications: itemFactory(sectionItemSchemas.certifications),
  interests: itemFactory(sectionItemSchemas.interests),
  projects: itemFactory(sectionItemSchemas.projects),
  publications: itemFactory(sectionItemSchemas.publications),
  volunteer: itemFactory(sectionItemSchemas.volunteer),
  references: itemFactory(sectionItemSchemas.references),
  hobbies: itemFactory(sectionItemSchemas.hobbies),
  signature: itemFactory(sectionItemSchemas.signature),
  custom: itemFactory(sectionItemSchemas.custom),
};

/**
 * A new, empty item for a section ("custom" for any custom section), with a new id: what the item
 * dialog opens with. Required names are empty; the item is valid once the user fills them in.
 */
export function createSectionItem<Id extends SectionWithItems>(sectionId: Id): SectionItemOf<Id> {
  return itemFactories[sectionId]();
}
