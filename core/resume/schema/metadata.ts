import { z } from "zod";

import { bool, text } from "./fields";

/** Every template the product ships (DECISIONS.md: all 21 exist). */
export const resumeTemplateNames = [
  "azurill",
  "bronzor",
  "chikorita",
  "confidence",
  "creative",
  "ditto",
  "elegance",
  "executive",
  "feminine",
  "gengar",
  "glalie",
  "horizon",
  "kakuna",
  "leafish",
  "metro",
  "modern",
  "nosepass",
  "onyx",
  "pikachu",
  "rhyhorn",
  "slate",
] as const;

export type ResumeTemplateName = (typeof resumeTemplateNames)[number];

export const defaultTemplate = "leafish" satisfies ResumeTemplateName;

/**
 * One page, main column and sidebar. The spec's list also names "presentations", which is no
 * section, and leaves out "profiles", which is: profiles head the sidebar here instead.
 */
export const defaultLayout: string[][][] = [
  [
    ["summary", "experience", "education", "projects", "volunteer", "signature"],
    [
      "profiles",
      "skills",
      "certifications",
      "languages",
      "references",
      "awards",
      "publications",
      "interests",
      "hobbies",
    ],
  ],
];

const hexColor = (defaultValue: string, description: string) =>
  z
    .string()
    .regex(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, { error: "Enter a hex colour, e.g. #1f2937" })
    .default(defaultValue)
    .describe(description);

/** Icon of a design-panel entry: kept because the original product stored it, unused here. */
const panelIcon = z.string().optional().describe("Icon of the design-panel entry (legacy, unused)");

export const metadataSchema = z
  .strictObject({
    template: z.enum(resumeTemplateNames).default(defaultTemplate).describe("Template the resume is rendered with"),
    layout: z
      .array(z.array(z.array(z.string().min(1))))
      .default(() => structuredClone(defaultLayout))
      .describe(
        "Pages, each a list of columns (main first, then sidebar), each a list of section keys; custom sections appear as custom.<id>",
      ),
    css: z
      .strictObject({
        value: text("Custom CSS applied to the resume"),
        visible: bool(false, "Whether the custom CSS is applied"),
      })
      .prefault({})
      .describe("Custom CSS"),
    page: z
      .strictObject({
        margin: z.number().min(0).max(60).default(40).describe("Page margin in pixels, 0 to 60"),
        format: z.enum(["a4", "letter"]).default("a4").describe("Paper size"),
        options: z
          .strictObject({
            breakLine: bool(true, "Show where pages break in the preview"),
            pageNumbers: bool(true, "Print page numbers"),
          })
          .prefault({})
          .describe("Page options"),
      })
      .prefault({})
      .describe("Page settings"),
    theme: z
      .strictObject({
        background: hexColor("#ffffff", "Page background colour"),
        text: hexColor("#000000", "Body text colour"),
        primary: hexColor("#dc2626", "Accent colour for headings, icons and rules"),
        // The original product stored the chosen template's free flag as text; booleans arrive
        // from older clients and are converted here, so the stored form is always YES or NO.
        isFree: z
          .union([z.enum(["YES", "NO"]), z.boolean().transform((isFree) => (isFree ? "YES" : "NO"))])
          .default("YES")
          .describe("Whether the template is free (YES) or premium (NO), copied from the template when chosen"),
        icon: panelIcon,
      })
      .prefault({})
      .describe("Colours"),
    typography: z
      .strictObject({
        font: z
          .strictObject({
            family: z.string().min(1).default("IBM Plex Serif").describe("Font family name"),
            subset: z.string().min(1).default("latin").describe("Font subset, e.g. latin, arabic"),
            variants: z
              .array(z.string().min(1))
              .default(() => ["regular"])
              .describe("Font variants to load, e.g. regular, italic, 600"),
            size: z.number().min(6).max(18).default(14.5).describe("Body font size in pixels, 6 to 18"),
          })
          .prefault({})
          .describe("Body font"),
        lineHeight: z
          .number()
          .min(0)
          .max(3)
          .default(1.75)
          .describe("Line height as a multiple of the font size, 0 to 3"),
        headerFontSize: z
          .number()
          .min(14)
          .max(40)
          .default(22)
          .describe("Size of the name in the header in pixels, 14 to 40"),
        hideIcons: bool(false, "Hide icons throughout the resume"),
        underlineLinks: bool(true, "Underline links"),
        icon: panelIcon,
      })
      .prefault({})
      .describe("Typography"),
    notes: text("Private notes, never shown on the resume (HTML)"),
    backgroundImage: text(
      "Page background image: empty for none, else the name or address of one of the offered images",
    ),
    locale: z
      .string()
      .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, { error: "Enter a language tag, e.g. en-US" })
      .default("en-US")
      .describe("Language of the resume's content, a BCP 47 tag; decides direction and date wording"),
    sharing: z
      .strictObject({
        discourageCopying: bool(
          false,
          "On public pages, block copy shortcuts and hide the resume while developer tools are open",
        ),
      })
      .prefault({})
      .describe("Public sharing options (visibility itself is a property of the resume, not of its data)"),
    signature: z
      .string()
      .optional()
      .describe("Legacy place of the signature; moved into sections.signature when a document is read"),
    export: z.strictObject({ icon: panelIcon }).optional().describe("Legacy design-panel entry, unused"),
    information: z.strictObject({ icon: panelIcon }).optional().describe("Legacy design-panel entry, unused"),
  })
  .describe("How the resume looks and behaves");

export type Metadata = z.infer<typeof metadataSchema>;
export type Layout = Metadata["layout"];
