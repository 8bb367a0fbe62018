import { z } from "zod";

import { link, requiredText, richText, sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const certificationItemSchema = sectionItem(
  {
    name: requiredText("Name of the certificate"),
    issuer: text("Issuing body"),
    date: text("When, as written by the user"),
    summary: richText("Details"),
    url: link("Verification page or credential"),
  },
  "A certificate or licence",
);

export const certificationsSectionSchema = itemSection(
  "certifications",
  "Certifications",
  certificationItemSchema,
  "Certifications and licences",
);

export type CertificationItem = z.infer<typeof certificationItemSchema>;
