import { z } from "zod";

import { link, requiredText, richText, sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const referenceItemSchema = sectionItem(
  {
    name: requiredText("Name of the referee"),
    description: text("Referee's position and relation, e.g. Head of Nursing, former manager"),
    summary: richText("Contact details or quote"),
    url: link("Referee's profile page"),
  },
  "A reference",
);

export const referencesSectionSchema = itemSection("references", "References", referenceItemSchema);

export type ReferenceItem = z.infer<typeof referenceItemSchema>;
