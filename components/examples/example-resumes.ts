import { roleLibrary } from "@/core/ai/roles/role-library";
import { defaultLocale, isLocale, type Locale } from "@/core/i18n/locales";
import {
  createDefaultResumeData,
  resumeDataSchema,
  type ResumeData,
  type ResumeTemplateName,
} from "@/core/resume/schema";
import { getSampleResume, type SampleLocale } from "@/core/resume/samples";
import { getTemplateCatalogEntry } from "@/core/templates/catalog";

/*
 * The example resumes of /examples: each sample resume (a fictional person in its country's
 * conventions) in a template that suits it, and a few professions from the generator's role library
 * as starting points with every personal fact left as a [placeholder]. Pure data, shared by the page,
 * the preview and the guest builder's ?example= start (only these slugs are known).
 */

export const exampleProfessions = [
  "software-engineer",
  "civil-engineer",
  "nurse",
  "marketing-specialist",
  "accountant",
  "data-scientist",
  "ux-designer",
  "teacher",
  "project-manager",
  "sales-representative",
] as const;
export type ExampleProfession = (typeof exampleProfessions)[number];

/** Where an example's content comes from: a sample resume, or a role of the library (English or Arabic). */
type ExampleSource = { kind: "sample" } | { kind: "role"; role: string };

export type ExampleResume = {
  slug: string;
  profession: ExampleProfession;
  /** The resume's language. */
  language: SampleLocale;
  template: ResumeTemplateName;
  source: ExampleSource;
};

const sample = { kind: "sample" } as const;

export const exampleResumes: readonly ExampleResume[] = [
  {
    slug: "software-engineer-en-us",
    profession: "software-engineer",
    language: "en-US",
    template: "onyx",
    source: sample,
  },
  { slug: "accountant-ar-sa", profession: "accountant", language: "ar-SA", template: "bronzor", source: sample },
  { slug: "civil-engineer-de-de", profession: "civil-engineer", language: "de-DE", template: "glalie", source: sample },
  { slug: "nurse-es-es", profession: "nurse", language: "es-ES", template: "azurill", source: sample },
  {
    slug: "marketing-specialist-fr-fr",
    profession: "marketing-specialist",
    language: "fr-FR",
    template: "pikachu",
    source: sample,
  },
  { slug: "ux-designer-pt-br", profession: "ux-designer", language: "pt-BR", template: "ditto", source: sample },
  { slug: "teacher-tl-ph", profession: "teacher", language: "tl-PH", template: "kakuna", source: sample },
  {
    slug: "data-scientist-hi-in",
    profession: "data-scientist",
    language: "hi-IN",
    template: "rhyhorn",
    source: sample,
  },
  {
    slug: "project-manager-en-us",
    profession: "project-manager",
    language: "en-US",
    template: "executive",
    source: { kind: "role", role: "project-manager" },
  },
  {
    slug: "project-manager-ar-sa",
    profession: "project-manager",
    language: "ar-SA",
    template: "leafish",
    source: { kind: "role", role: "project-manager" },
  },
  {
    slug: "sales-representative-en-us",
    profession: "sales-representative",
    language: "en-US",
    template: "modern",
    source: { kind: "role", role: "sales-representative" },
  },
  {
    slug: "nurse-ar-sa",
    profession: "nurse",
    language: "ar-SA",
    template: "chikorita",
    source: { kind: "role", role: "nurse" },
  },
];

export const exampleLanguages: readonly SampleLocale[] = [
  ...new Set(exampleResumes.map((example) => example.language)),
];

export function findExampleResume(slug: unknown): ExampleResume | undefined {
  return typeof slug === "string" ? exampleResumes.find((example) => example.slug === slug) : undefined;
}

/** The examples that match the filters; an unknown filter value matches nothing. */
export function filterExampleResumes(filters: { profession?: string; language?: string }): ExampleResume[] {
  return exampleResumes.filter(
    (example) =>
      (!filters.profession || example.profession === filters.profession) &&
      (!filters.language || example.language === filters.language),
  );
}

/** The placeholder words of a role example, in its language. */
const placeholders = {
  en: {
    name: "[Your name]",
    email: "your.name@example.com",
    phone: "[Phone]",
    location: "[City, Country]",
    company: "[Company]",
    location2: "[City]",
    dates: "[Start date] – Present",
    institution: "[University]",
    degree: "[Degree]",
    year: "[Year]",
    summary: (title: string, focus: string) =>
      `<p>${title} with [number] years of experience, focused on ${focus}. [Add one result you are proud of.]</p>`,
  },
  ar: {
    name: "[اسمك]",
    email: "your.name@example.com",
    phone: "[رقم الهاتف]",
    location: "[المدينة، الدولة]",
    company: "[اسم الجهة]",
    location2: "[المدينة]",
    dates: "[تاريخ البدء] – حتى الآن",
    institution: "[الجامعة]",
    degree: "[الدرجة العلمية]",
    year: "[السنة]",
    summary: (title: string, focus: string) =>
      `<p>${title} بخبرة [عدد] سنوات، أركّز على ${focus}. [أضف إنجازًا تفخر به.]</p>`,
  },
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The example's resume data: the sample as written, or the role's starting point on the sample's layout. */
export function exampleResumeData(example: ExampleResume): ResumeData {
  const { theme } = getTemplateCatalogEntry(example.template);
  const base = getSampleResume(example.language, { metadata: { template: example.template, theme } });
  if (example.source.kind === "sample") return base;

  const roleId = example.source.role;
  const role = roleLibrary.find((entry) => entry.id === roleId);
  if (!role) throw new Error(`Unknown role ${roleId}`);
  const language = example.language === "ar-SA" ? "ar" : "en";
  const words = placeholders[language];
  const title = role.names[language];
  const data = structuredClone(base);
  for (const section of Object.values(data.sections)) {
    if ("items" in section) section.items = [];
  }
  // Nothing of the sample's person stays: birth date, nationality and the rest go back to empty.
  data.basics = {
    ...createDefaultResumeData().basics,
    name: words.name,
    headline: title,
    email: words.email,
    phone: words.phone,
    location: words.location,
    url: { label: "", href: "" },
    customFields: [],
  };
  data.sections.summary.content = words.summary(escapeHtml(title), escapeHtml(role.focus[language]));
  const bullets = role.responsibilities[language].map((line) => `<li>${escapeHtml(line)}</li>`).join("");
  const input = {
    ...data,
    sections: {
      ...data.sections,
      experience: {
        ...data.sections.experience,
        items: [
          {
            id: `${example.slug}-ex-1`,
            company: words.company,
            position: title,
            location: words.location2,
            date: words.dates,
            summary: `<ul>${bullets}</ul>`,
          },
        ],
      },
      education: {
        ...data.sections.education,
        items: [
          {
            id: `${example.slug}-ed-1`,
            institution: words.institution,
            studyType: words.degree,
            area: "",
            date: words.year,
          },
        ],
      },
      skills: {
        ...data.sections.skills,
        // Common skills of the role, not rated: the level is the person's to set (0 draws nothing).
        items: role.skills[language].map((name, index) => ({ id: `${example.slug}-sk-${index + 1}`, name, level: 0 })),
      },
    },
  };
  return resumeDataSchema.parse(input);
}

/** The example's name as the builder titles it: the person of a sample, the role of a role example. */
export function exampleResumeTitle(example: ExampleResume, data: ResumeData = exampleResumeData(example)): string {
  return example.source.kind === "sample" ? data.basics.name : data.basics.headline;
}

/** The resume's language as the resume record stores it: an interface language (Filipino is not one). */
export function exampleRecordLanguage(example: ExampleResume): Locale {
  return isLocale(example.language) ? example.language : defaultLocale;
}
