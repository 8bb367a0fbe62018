import { z } from "zod";

import { bool } from "../fields";

/** Fields every section has, built-in or custom. */
export function sectionShape(defaultName: string) {
  return {
    name: z.string().default(defaultName).describe("Heading shown on the resume"),
    icon: z
      .string()
      .default("")
      .describe("Icon name from the builder's icon catalogue; empty uses the template's own icon"),
    columns: z.number().int().min(1).max(5).default(1).describe("Number of columns the items are laid out in, 1 to 5"),
    separateLinks: bool(true, "Show item links on their own line instead of on the item's title"),
    visible: bool(true, "Whether the section is shown on the resume"),
  };
}

/**
 * A built-in section holding a list of items. Its id is the section key, as in Reactive Resume;
 * a missing section is created with its defaults (older documents lack hobbies and signature).
 * The schema's description is the default name unless one is given.
 */
export function itemSection<const Id extends string, Item extends z.ZodType>(
  id: Id,
  defaultName: string,
  item: Item,
  description = defaultName,
) {
  return z
    .strictObject({
      id: z.literal(id).default(id).describe(`Section key, always "${id}"`),
      ...sectionShape(defaultName),
      items: z
        .array(item)
        .default(() => [])
        .describe("Entries of the section, in display order"),
    })
    .prefault({})
    .describe(description);
}
