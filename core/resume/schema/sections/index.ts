import { z } from "zod";

import { awardItemSchema, awardsSectionSchema } from "./awards";
import { certificationItemSchema, certificationsSectionSchema } from "./certifications";
import { customItemSchema, customSectionSchema } from "./custom";
import { educationItemSchema, educationSectionSchema } from "./education";
import { experienceItemSchema, experienceSectionSchema } from "./experience";
import { hobbiesSectionSchema, hobbyItemSchema } from "./hobbies";
import { interestItemSchema, interestsSectionSchema } from "./interests";
import { languageItemSchema, languagesSectionSchema } from "./languages";
import { profileItemSchema, profilesSectionSchema } from "./profiles";
import { projectItemSchema, projectsSectionSchema } from "./projects";
import { publicationItemSchema, publicationsSectionSchema } from "./publications";
import { referenceItemSchema, referencesSectionSchema } from "./references";
import { signatureItemSchema, signatureSectionSchema } from "./signature";
import { skillItemSchema, skillsSectionSchema } from "./skills";
import { summarySectionSchema } from "./summary";
import { volunteerItemSchema, volunteerSectionSchema } from "./volunteer";

export const sectionsSchema = z
  .strictObject({
    summary: summarySectionSchema,
    profiles: profilesSectionSchema,
    experience: experienceSectionSchema,
    education: educationSectionSchema,
    skills: skillsSectionSchema,
    languages: languagesSectionSchema,
    awards: awardsSectionSchema,
    certifications: certificationsSectionSchema,
    interests: interestsSectionSchema,
    projects: projectsSectionSchema,
    publications: publicationsSectionSchema,
    volunteer: volunteerSectionSchema,
    references: referencesSectionSchema,
    hobbies: hobbiesSectionSchema,
    signature: signatureSectionSchema,
    custom: z
      .record(z.string().min(1), customSectionSchema)
      .default(() => ({}))
      .describe("Sections the user added, keyed by their id"),
  })
  .describe("The resume's sections");

export type Sections = z.infer<typeof sectionsSchema>;

export type BuiltInSectionId = Exclude<keyof Sections, "custom">;

/** Built-in section keys in the builder's desktop order, which is the schema's order. */
export const builtInSectionIds: readonly BuiltInSectionId[] = Object.keys(sectionsSchema.shape).filter(
  (key): key is BuiltInSectionId => key !== "custom",
);

/** Item schema of each section with items; "custom" is the item of every custom section. */
export const sectionItemSchemas = {
  profiles: profileItemSchema,
  experience: experienceItemSchema,
  education: educationItemSchema,
  skills: skillItemSchema,
  languages: languageItemSchema,
  awards: awardItemSchema,
  certifications: certificationItemSchema,
  interests: interestItemSchema,
  projects: projectItemSchema,
  publications: publicationItemSchema,
  volunteer: volunteerItemSchema,
  references: referenceItemSchema,
  hobbies: hobbyItemSchema,
  signature: signatureItemSchema,
  custom: customItemSchema,
} as const;

export type ItemSectionId = Exclude<keyof typeof sectionItemSchemas, "custom">;

/** Built-in sections that hold items (all but summary), in the builder's order. */
export const itemSectionIds = builtInSectionIds.filter((id): id is ItemSectionId => id !== "summary");
export type SectionItemOf<Id extends keyof typeof sectionItemSchemas> = z.infer<(typeof sectionItemSchemas)[Id]>;

export * from "./awards";
export * from "./certifications";
export * from "./custom";
export * from "./education";
export * from "./experience";
export * from "./hobbies";
export * from "./interests";
export * from "./languages";
export * from "./profiles";
export * from "./projects";
export * from "./publications";
export * from "./references";
export * from "./signature";
export * from "./skills";
export * from "./summary";
export * from "./volunteer";
