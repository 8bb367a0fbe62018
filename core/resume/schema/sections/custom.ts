import { z } from "zod";

import { idField, keywords, link, richText, sectionItem, text } from "../fields";
import { sectionShape } from "./section";

export const customItemSchema = sectionItem(
  {
    name: text("Title of the entry"),
    description: text("One-line description"),
    date: text("Period as written by the user"),
    location: text("Where"),
    summary: richText("Details"),
    keywords: keywords(),
    url: link("Related page"),
  },
  "An entry of a custom section",
);

export const customSectionSchema = z
  .strictObject({
    id: idField(
      "Identifier of the section; equals its key in sections.custom and appears in the layout as custom.<id>",
    ),
    ...sectionShape("Custom Section"),
    items: z
      .array(customItemSchema)
      .default(() => [])
      .describe("Entries of the section, in display order"),
  })
  .describe("A section the user added");

export type CustomItem = z.infer<typeof customItemSchema>;
export type CustomSection = z.infer<typeof customSectionSchema>;
