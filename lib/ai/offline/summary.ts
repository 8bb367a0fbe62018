import "server-only";
import type { ResumeData } from "@/core/resume/schema";
import { paragraphHtml, textOf } from "./html-text";

// The offline summary (spec §9: 4 to 6 sentences in the resume's language), composed only from the
// user's own resume — headline, years from the experience dates, positions, employers, skills,
// education — and the job title they typed. Where a fact is missing the sentence keeps a bracketed
// placeholder ([Company]) for the user to fill in; nothing is invented. English and Arabic
// templates; any other language gets the English one and `languageFallback: true`.

export type SummaryFacts = {
  jobTitle: string;
  headline?: string;
  years?: number;
  roles: { position?: string; company: string }[];
  skills: string[];
  education?: { studyType?: string; area?: string; institution: string };
};

const clean = (value: string | undefined) => (value ? textOf(value).replace(/\s+/g, " ").trim() : "") || undefined;

/** The first and last year named in the experience dates ("Mar 2019 - Present" counts to this year). */
function yearsOfExperience(dates: string[], now = new Date()): number | undefined {
  const thisYear = now.getFullYear();
  const years: number[] = [];
  for (const date of dates) {
    for (const match of date.matchAll(/\b(19[5-9]\d|20\d\d)\b/g)) years.push(Number(match[1]));
    if (/present|current|now|today|حتى الآن|حاليًا|حاليا|الآن/i.test(date)) years.push(thisYear);
  }
  if (years.length === 0) return undefined;
  const span = Math.max(...years) - Math.min(...years);
  return span >= 1 ? span : undefined;
}

export function summaryFacts(data: ResumeData, jobTitle: string): SummaryFacts {
  const experience = data.sections.experience.items.filter((item) => item.visible && item.company.trim());
  const skills = data.sections.skills.items
    .filter((item) => item.visible)
    .flatMap((item) => [item.name, ...item.keywords])
    .map((skill) => clean(skill))
    .filter((skill): skill is string => Boolean(skill));
  const education = data.sections.education.items.find((item) => item.visible && item.institution.trim());
  return {
    jobTitle: jobTitle.trim(),
    headline: clean(data.basics.headline),
    years: yearsOfExperience(experience.map((item) => item.date)),
    roles: experience
      .slice(0, 3)
      .map((item) => ({ position: clean(item.position), company: clean(item.company) ?? "" })),
    skills: [...new Set(skills)].slice(0, 5),
    education: education
      ? {
          studyType: clean(education.studyType),
          area: clean(education.area),
          institution: clean(education.institution) ?? "",
        }
      : undefined,
  };
}

const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;

function english(facts: SummaryFacts): string[] {
  const [latest, ...earlier] = facts.roles;
  const who = facts.headline ?? facts.jobTitle;
  return [
    facts.years
      ? `${who} with more than ${facts.years} years of experience.`
      : `${who} with [number] years of experience.`,
    latest
      ? `Most recently ${latest.position ? `worked as ${latest.position}` : "worked"} at ${latest.company}.`
      : "Most recently worked as [Position] at [Company].",
    ...(earlier.length
      ? [
          `Earlier roles include ${list(
            earlier.map((role) => (role.position ? `${role.position} at ${role.company}` : role.company)),
            "and",
          )}.`,
        ]
      : []),
    facts.skills.length ? `Skilled in ${list(facts.skills, "and")}.` : "Skilled in [Skill], [Skill] and [Skill].",
    ...(facts.education
      ? [
          `Holds ${facts.education.studyType ? `a ${facts.education.studyType}` : "a degree"}${facts.education.area ? ` in ${facts.education.area}` : ""} from ${facts.education.institution}.`,
        ]
      : []),
    `Looking to bring this experience to a ${facts.jobTitle} role.`,
  ];
}

// Nominal sentences: Arabic verbs and adjectives agree with the person's gender, which the resume
// does not state, so the template avoids them.
function arabic(facts: SummaryFacts): string[] {
  const [latest, ...earlier] = facts.roles;
  const who = facts.headline ?? facts.jobTitle;
  const at = (role: { position?: string; company: string }) =>
    role.position ? `${role.position} لدى ${role.company}` : role.company;
  return [
    facts.years ? `${who} بخبرة تزيد على ${facts.years} سنوات.` : `${who} بخبرة [عدد] سنوات.`,
    latest ? `الخبرة الأحدث: ${at(latest)}.` : "الخبرة الأحدث: [المنصب] لدى [الشركة].",
    ...(earlier.length ? [`خبرات سابقة: ${list(earlier.map(at), "و")}.`] : []),
    facts.skills.length
      ? `المهارات الرئيسية: ${list(facts.skills, "و")}.`
      : "المهارات الرئيسية: [مهارة] و[مهارة] و[مهارة].",
    ...(facts.education
      ? [
          `المؤهل العلمي: ${facts.education.studyType ?? "شهادة"}${facts.education.area ? ` في ${facts.education.area}` : ""} من ${facts.education.institution}.`,
        ]
      : []),
    `الهدف: توظيف هذه الخبرة في وظيفة ${facts.jobTitle}.`,
  ];
}

/** The summary as one paragraph of rich text, and whether the language had its own template. */
export function composeSummaryOffline(
  data: ResumeData,
  jobTitle: string,
  language: string,
): { text: string; sentences: number; languageFallback: boolean } {
  const facts = summaryFacts(data, jobTitle);
  const isArabic = /^ar\b/i.test(language);
  const sentences = isArabic ? arabic(facts) : english(facts);
  return {
    text: paragraphHtml(sentences.join(" ")),
    sentences: sentences.length,
    languageFallback: !isArabic && !/^en\b/i.test(language),
  };
}
