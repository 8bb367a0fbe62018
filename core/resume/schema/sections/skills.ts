import { z } from "zod";

import { keywords, level, sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const skillItemSchema = sectionItem(
  {
    // Unlike other items a skill's name is optional in the data model: a level bar with keywords
    // under a blank heading is a layout some users build on purpose.
    name: text("Skill or skill group"),
    description: text("Proficiency in words, e.g. Advanced"),
    level: level("Proficiency"),
    keywords: keywords("Tools or sub-skills, in display order"),
  },
  "A skill",
);

export const skillsSectionSchema = itemSection("skills", "Skills", skillItemSchema);

export type SkillItem = z.infer<typeof skillItemSchema>;
