import { z } from "zod";

import { link, requiredText, richText, sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const awardItemSchema = sectionItem(
  {
    title: requiredText("Name of the award"),
    awarder: text("Who gave the award"),
    date: text("When, as written by the user"),
    summary: richText("What the award recognised"),
    url: link("Page about the award"),
  },
  "An award",
);

export const awardsSectionSchema = itemSection("awards", "Awards", awardItemSchema);

export type AwardItem = z.infer<typeof awardItemSchema>;
