import { z } from "zod";

import { keywords, link, requiredText, richText, sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const projectItemSchema = sectionItem(
  {
    name: requiredText("Project name"),
    description: text("One-line description or role"),
    date: text("Period as written by the user"),
    summary: richText("What was built and the outcome"),
    keywords: keywords("Technologies or methods, in display order"),
    url: link("Project page or repository"),
  },
  "A project",
);

export const projectsSectionSchema = itemSection("projects", "Projects", projectItemSchema);

export type ProjectItem = z.infer<typeof projectItemSchema>;
