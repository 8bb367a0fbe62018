import { z } from "zod";

import { link, requiredText, richText, sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const educationItemSchema = sectionItem(
  {
    institution: requiredText("School, college or university"),
    studyType: text("Kind of degree, e.g. Bachelor's Degree"),
    area: text("Field of study"),
    score: text("Grade or GPA as written by the user"),
    date: text("Period as written by the user"),
    summary: richText("Coursework, thesis, honours"),
    url: link("Institution's website"),
  },
  "A course of study",
);

export const educationSectionSchema = itemSection("education", "Education", educationItemSchema);

export type EducationItem = z.infer<typeof educationItemSchema>;
