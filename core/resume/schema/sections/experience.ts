import { z } from "zod";

import { link, requiredText, richText, sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const experienceItemSchema = sectionItem(
  {
    company: requiredText("Employer"),
    position: text("Job title"),
    location: text("Where the job was, e.g. city and country, or Remote"),
    date: text('Period as written by the user, e.g. "Mar 2021 - Present"'),
    summary: richText("Responsibilities and achievements"),
    url: link("Employer's website"),
  },
  "A job",
);

export const experienceSectionSchema = itemSection("experience", "Experience", experienceItemSchema, "Work experience");

export type ExperienceItem = z.infer<typeof experienceItemSchema>;
