import { resumeDataSchema, type ResumeData } from "../schema";
import { arSA } from "./ar-SA";
import { deDE } from "./de-DE";
import { enUS } from "./en-US";
import { esES } from "./es-ES";
import { frFR } from "./fr-FR";
import { hiIN } from "./hi-IN";
import { ptBR } from "./pt-BR";
import { tlPH } from "./tl-PH";

export const sampleLocales = ["en-US", "es-ES", "de-DE", "fr-FR", "ar-SA", "pt-BR", "tl-PH", "hi-IN"] as const;

export type SampleLocale = (typeof sampleLocales)[number];

export const defaultSampleLocale: SampleLocale = "en-US";

// Samples are written in the input form (defaults left out) and completed by the schema, so they
// stay valid and complete as the schema grows.
export const sampleResumes: Record<SampleLocale, ResumeData> = {
  "en-US": resumeDataSchema.parse(enUS),
  "es-ES": resumeDataSchema.parse(esES),
  "de-DE": resumeDataSchema.parse(deDE),
  "fr-FR": resumeDataSchema.parse(frFR),
  "ar-SA": resumeDataSchema.parse(arSA),
  "pt-BR": resumeDataSchema.parse(ptBR),
  "tl-PH": resumeDataSchema.parse(tlPH),
  "hi-IN": resumeDataSchema.parse(hiIN),
};

export function isSampleLocale(locale: string): locale is SampleLocale {
  return (sampleLocales as readonly string[]).includes(locale);
}

/** Deep partial: what a caller may override in a sample (arrays are replaced, not merged). */
export type SampleOverrides = { [Key in keyof ResumeData]?: DeepPartial<ResumeData[Key]> };
type DeepPartial<Value> = Value extends readonly unknown[]
  ? Value
  : Value extends object
    ? { [Key in keyof Value]?: DeepPartial<Value[Key]> }
    : Value;

/**
 * A fresh copy of the sample in `locale` (English for a locale without a sample), with
 * `overrides` merged in, e.g. the user's email for a quick-created resume. The result is checked
 * against the schema, so an invalid override throws a ZodError naming the field.
 */
export function getSampleResume(locale: string, overrides: SampleOverrides = {}): ResumeData {
  const sample = sampleResumes[isSampleLocale(locale) ? locale : defaultSampleLocale];
  return resumeDataSchema.parse(mergeDeep(sample, overrides));
}

function mergeDeep(base: unknown, override: unknown): unknown {
  if (override === undefined) return structuredClone(base);
  if (!isPlainObject(base) || !isPlainObject(override)) return structuredClone(override);
  const merged: Record<string, unknown> = { ...base };
  for (const key of new Set([...Object.keys(base), ...Object.keys(override)])) {
    merged[key] = mergeDeep(base[key], override[key]);
  }
  return merged;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
