import { z } from "zod";

import { link, requiredText, richText, sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const volunteerItemSchema = sectionItem(
  {
    organization: requiredText("Organisation volunteered for"),
    position: text("Role held"),
    location: text("Where the work took place"),
    date: text("Period as written by the user"),
    summary: richText("What was done"),
    url: link("Organisation's website"),
  },
  "A volunteering engagement",
);

export const volunteerSectionSchema = itemSection("volunteer", "Volunteering", volunteerItemSchema);

export type VolunteerItem = z.infer<typeof volunteerItemSchema>;
