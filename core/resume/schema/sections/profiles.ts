import { z } from "zod";

import { link, requiredText, sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const profileItemSchema = sectionItem(
  {
    network: requiredText("Network name, e.g. LinkedIn"),
    username: requiredText("Username or handle on the network"),
    icon: text('Simple Icons slug for the network, e.g. "linkedin", "github"'),
    url: link("Address of the profile"),
  },
  "An online profile",
);

export const profilesSectionSchema = itemSection("profiles", "Profiles", profileItemSchema, "Online profiles");

export type ProfileItem = z.infer<typeof profileItemSchema>;
