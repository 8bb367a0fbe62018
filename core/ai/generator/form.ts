import { z } from "zod";
import type { Locale } from "@/core/i18n/locales";
import type { ResumeTemplateName } from "@/core/resume/schema";
import type { TemplateSuggestion } from "@/core/templates/template-suggestions";

/*
 * The smart generator's form (spec §3 "AI generator form and job details", §9 constants), shared by
 * the page and POST /api/ai/generate-resume, and the job details POST /api/resume/scrape-job-url answers.
 */

/** Spec §9: the 12 generator languages, and the resume locale each one creates. */
export const generatorLanguages = ["EN", "AR", "FR", "DE", "ES", "IT", "PT", "NL", "RU", "ZH", "JA", "KO"] as const;
export type GeneratorLanguage = (typeof generatorLanguages)[number];

export const generatorLanguageLocales: Record<GeneratorLanguage, Locale> = {
  EN: "en-US",
  AR: "ar-SA",
  FR: "fr-FR",
  DE: "de-DE",
  ES: "es-ES",
  IT: "it-IT",
  PT: "pt-BR",
  NL: "nl-NL",
  RU: "ru-RU",
  ZH: "zh-CN",
  JA: "ja-JP",
  KO: "ko-KR",
};

/** Spec §9: experience options. */
export const experienceOptions = ["0-1", "2-4", "5-7", "8-10", "10+"] as const;
export type ExperienceOption = (typeof experienceOptions)[number];

/** Spec §9: generator tones. */
export const generatorTones = ["Formal", "Professional", "Friendly", "Creative", "Technical"] as const;
export type GeneratorTone = (typeof generatorTones)[number];

/** Countries offered in the form: the Gulf first (spec §2 landing), then common markets. ISO 3166 codes. */
export const generatorCountries = [
  "SA",
  "AE",
  "KW",
  "QA",
  "BH",
  "OM",
  "JO",
  "EG",
  "MA",
  "US",
  "GB",
  "CA",
  "DE",
  "FR",
  "IN",
  "TR",
] as const;

const field = (max: number) => z.string().trim().max(max);

/** Spec §3: extracted job details. Every field optional; lists of short lines. */
export const jobDetailsSchema = z.object({
  title: field(200).optional(),
  jobRole: field(200).optional(),
  company: field(200).optional(),
  location: field(200).optional(),
  salary: field(200).optional(),
  employmentType: field(100).optional(),
  experience: field(200).optional(),
  skills: z.array(field(120)).max(60).optional(),
  requirements: z.array(field(600)).max(60).optional(),
  responsibilities: z.array(field(600)).max(60).optional(),
  benefits: z.array(field(600)).max(40).optional(),
  industry: field(200).optional(),
  summary: field(3000).optional(),
});
export type JobDetails = z.infer<typeof jobDetailsSchema>;

export const generatorFormSchema = z.object({
  jobRole: field(120).min(1),
  language: z.enum(generatorLanguages).default("EN"),
  country: z.union([z.enum(generatorCountries), z.literal("")]).default(""),
  experience: z.enum(experienceOptions).default("2-4"),
  tone: z.enum(generatorTones).default("Professional"),
  additionalDescription: field(4000).default(""),
  jobUrl: z.union([z.literal(""), z.url({ protocol: /^https?$/ }).max(2000)]).default(""),
  jobDetails: jobDetailsSchema.optional(),
});
export type GeneratorForm = z.infer<typeof generatorFormSchema>;
export type GeneratorFormInput = z.input<typeof generatorFormSchema>;

/** The generation stream's events (NDJSON): the real steps as they happen, then the result or an error. */
export const generationSteps = ["charge", "compose", "check", "save"] as const;
export type GenerationStep = (typeof generationSteps)[number];

export type GenerationEvent =
  | { type: "step"; step: GenerationStep; status: "active" | "done" }
  | {
      type: "done";
      resumeId: string;
      title: string;
      /** Where the new resume opens: /builder/{id} or /builder/guest/{id}. */
      path: string;
      offline: boolean;
      tokensCharged: number;
      balance: number;
      /** Words of the result that the user's input did not contain (model path only). */
      flagged: string[];
      /** The draft's ATS score and its match with the job (null: nothing to match), from the resume analyzer. */
      atsScore: number;
      jobMatch: number | null;
      /** The template the draft uses, and the three that suit it best with their reasons (spec §7). */
      template: ResumeTemplateName;
      templates: TemplateSuggestion[];
    }
  | { type: "error"; error: { code: string; message: string; details?: Record<string, unknown> } };

export { transitionStorageKey } from "./transition-key";
// No defaults here: a field the landing did not send is filled by the page (the language follows its locale).
export const transitionFormSchema = z.object({
  jobRole: field(120).optional(),
  language: z.enum(generatorLanguages).optional(),
  country: z.union([z.enum(generatorCountries), z.literal("")]).optional(),
  experience: z.enum(experienceOptions).optional(),
  tone: z.enum(generatorTones).optional(),
  additionalDescription: field(4000).optional(),
});
export const transitionDataSchema = z.object({
  form: transitionFormSchema,
  autoStart: z.boolean(),
  savedAt: z.number(),
});
export type TransitionData = z.infer<typeof transitionDataSchema>;
