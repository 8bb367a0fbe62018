import { z } from "zod";

import { link, requiredText, richText, sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const publicationItemSchema = sectionItem(
  {
    name: requiredText("Title of the publication"),
    publisher: text("Journal, publisher or venue"),
    date: text("Publication date as written by the user"),
    summary: richText("Abstract or note"),
    url: link("Where to read it (DOI or page)"),
  },
  "A publication",
);

export const publicationsSectionSchema = itemSection("publications", "Publications", publicationItemSchema);

export type PublicationItem = z.infer<typeof publicationItemSchema>;
