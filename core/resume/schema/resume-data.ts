import { z } from "zod";

import { basicsSchema } from "./basics";
import { metadataSchema } from "./metadata";
import { sectionsSchema } from "./sections";

/**
 * A resume document. The model is Reactive Resume v4's (an exported v4 file is valid as is) with
 * the fields the product adds: personal details in basics, section icons, hobbies, signature,
 * header size, free flag, background image, locale and sharing options in metadata.
 *
 * The three parts are required: a write that leaves one out is a client bug, and filling it with
 * defaults would wipe the stored one.
 */
export const resumeDataSchema = z
  .strictObject({
    basics: basicsSchema,
    sections: sectionsSchema,
    metadata: metadataSchema,
  })
  .describe("A resume: Reactive Resume v4's data model with Vitae's additions");

export type ResumeData = z.infer<typeof resumeDataSchema>;
/** What a client may send: fields with defaults may be left out. */
export type ResumeDataInput = z.input<typeof resumeDataSchema>;
