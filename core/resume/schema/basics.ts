import { z } from "zod";

import { bool, idField, link, text } from "./fields";

export const customFieldSchema = z
  .strictObject({
    id: idField(),
    icon: text("Icon name shown before the value"),
    name: text("Label, e.g. Driving licence"),
    value: text("Value, e.g. Category B"),
    isSocial: bool(false, "Added by a quick-add social profile button, shown as a link"),
  })
  .describe("A free-form contact or personal detail");

// Uploads are stored under the app's own origin, so a root-relative path is as good as a URL.
const pictureUrl = z
  .union([z.literal(""), z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?!\/)\S*$/)])
  .default("")
  .describe("Picture address: empty, an http(s) URL, or a path on this site");

export const pictureSchema = z
  .strictObject({
    url: pictureUrl,
    size: z.number().min(0).default(64).describe("Rendered width in pixels"),
    aspectRatio: z
      .number()
      .min(0.1)
      .max(2)
      .default(1)
      .describe("Width divided by height: 1 square, 0.75 portrait, 1.33 horizontal"),
    borderRadius: z
      .number()
      .min(0)
      .max(9999)
      .default(0)
      .describe("Corner radius in pixels: 0 square, 6 rounded, 9999 circle"),
    effects: z
      .strictObject({
        hidden: bool(false, "Hide the picture on the resume"),
        border: bool(false, "Draw a border around the picture"),
        grayscale: bool(false, "Show the picture in greyscale"),
      })
      .prefault({})
      .describe("Picture effects"),
  })
  .prefault({})
  .describe("Profile picture and how it is shown");

export const basicsSchema = z
  .strictObject({
    name: text("Full name"),
    headline: text("Professional headline, e.g. Senior Software Engineer"),
    email: z
      .union([z.literal(""), z.email({ error: "Enter a valid email address" })])
      .default("")
      .describe("Contact email: empty or a valid address"),
    phone: text("Contact phone number as written by the user"),
    location: text("City and country, as written by the user"),
    url: link("Personal website"),
    customFields: z
      .array(customFieldSchema)
      .default(() => [])
      .describe("Extra details shown in the header, in display order"),
    dateOfBirth: text("Date of birth as written by the user (common on CVs in some regions)"),
    idNumber: text("National identity or passport number, if the user chooses to show it"),
    nationality: text("Nationality"),
    maritalStatus: text("Marital status, if the user chooses to show it"),
    picture: pictureSchema,
  })
  .describe("Personal and contact details shown in the resume header");

export type Basics = z.infer<typeof basicsSchema>;
export type CustomField = z.infer<typeof customFieldSchema>;
export type Picture = z.infer<typeof pictureSchema>;
