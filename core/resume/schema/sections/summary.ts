import { z } from "zod";

import { richText } from "../fields";
import { sectionShape } from "./section";

export const summarySectionSchema = z
  .strictObject({
    id: z.literal("summary").default("summary").describe('Section key, always "summary"'),
    ...sectionShape("Summary"),
    content: richText("Professional summary"),
  })
  .prefault({})
  .describe("Summary section: one block of rich text instead of items");

export type SummarySection = z.infer<typeof summarySectionSchema>;
