import { z } from "zod";

import { sectionItem, text } from "../fields";
import { itemSection } from "./section";

export const signatureItemSchema = sectionItem(
  {
    content: text("Typed signature, capitalised per word; the preview shows it in a script font"),
    image: text("Drawn or uploaded signature image: an address, or empty"),
    date: text("Date written beside the signature"),
  },
  "A signature; templates show the first visible one",
);

export const signatureSectionSchema = itemSection("signature", "Signature", signatureItemSchema);

export type SignatureItem = z.infer<typeof signatureItemSchema>;
