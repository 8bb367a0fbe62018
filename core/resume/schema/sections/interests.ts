import { z } from "zod";

import { keywords, requiredText, sectionItem } from "../fields";
import { itemSection } from "./section";

export const interestItemSchema = sectionItem(
  {
    name: requiredText("Interest"),
    keywords: keywords("Details of the interest, in display order"),
  },
  "A professional or personal interest",
);

export const interestsSectionSchema = itemSection("interests", "Interests", interestItemSchema);

export type InterestItem = z.infer<typeof interestItemSchema>;
