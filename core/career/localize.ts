import { z } from "zod";
import { locales } from "@/core/i18n/locales";
import { careerChargeShape, careerRequestSchema } from "./shared";

/*
 * Localization (LOCALIZATION, 100 tokens): one of the caller's resumes as a NEW resume in another of
 * the product's locales. Names, employers, institutions, dates, URLs, e-mails, numbers and the design
 * are kept; the locale (direction, headings, date wording) becomes the target's. With a model each
 * text field is translated, and a translation that loses or changes a number, an e-mail or a URL, or
 * the markup of rich text, is refused (the field keeps its source text and is reported). Offline no
 * text is translated: the answer says so.
 */

export const localizeRequestSchema = careerRequestSchema({ targetLocale: z.enum(locales) });
export type LocalizeRequest = z.infer<typeof localizeRequestSchema>;

/** Why a field kept its source text. */
export const keptReasons = ["numbers", "contacts", "markup", "unsafe", "missing"] as const;
export type KeptReason = (typeof keptReasons)[number];

/** What the answer lacks: offline, the text is not translated (a model is needed for that). */
export const localizeNotes = ["textNeedsModel"] as const;

export const localizeResultSchema = z.strictObject({
  /** The new resume, to open in the builder. */
  resume: z.strictObject({ id: z.string(), title: z.string(), slug: z.string() }),
  sourceLocale: z.string(),
  targetLocale: z.enum(locales),
  direction: z.enum(["ltr", "rtl"]),
  /** Text fields translated by the model, of how many translatable ones. */
  translatedFields: z.number().int().min(0),
  totalFields: z.number().int().min(0),
  /** Fields whose translation was refused, with their source text (kept in the new resume). */
  kept: z.array(z.strictObject({ path: z.string(), text: z.string(), reason: z.enum(keptReasons) })),
  /** Built-in section headings given the target's wording (the ones the user had not renamed). */
  headings: z.number().int().min(0),
  /** Dates whose month names or "present" were written the target's way. */
  dates: z.number().int().min(0),
  notes: z.array(z.enum(localizeNotes)),
  ...careerChargeShape,
});
export type LocalizeResult = z.infer<typeof localizeResultSchema>;
