import { z } from "zod";

import { requiredText, sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const defaultHobbyIcon = "Tennis";

export const hobbyItemSchema = sectionItem(
  {
    name: requiredText("Hobby"),
    icon: z.string().default(defaultHobbyIcon).describe("Name of the icon from the hobby icon grid"),
    description: text("Short description"),
  },
  "A hobby",
);

export const hobbiesSectionSchema = itemSection("hobbies", "Hobbies", hobbyItemSchema);

export type HobbyItem = z.infer<typeof hobbyItemSchema>;
