import { z } from "zod";

import { level, requiredText, sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const languageItemSchema = sectionItem(
  {
    name: requiredText("Language"),
    description: text("Proficiency in words, e.g. Native or C1"),
    level: level("Proficiency"),
  },
  "A spoken language",
);

export const languagesSectionSchema = itemSection("languages", "Languages", languageItemSchema);

export type LanguageItem = z.infer<typeof languageItemSchema>;
