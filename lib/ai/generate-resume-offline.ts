import "server-only";
import { escape } from "es-toolkit/string";
import { matchRole, roleLanguageOf, type RoleEntry, type RoleLanguage } from "@/core/ai/roles";
import {
  generatorLanguageLocales,
  type ExperienceOption,
  type GeneratorForm,
  type GeneratorTone,
} from "@/core/ai/generator/form";
import type { Locale } from "@/core/i18n/locales";
import { createDefaultResumeData, createSectionItem, type ResumeData } from "@/core/resume/schema";

/*
 * The offline generator (no model configured): a complete, honest first draft composed from what the
 * user gave (role, experience range, country, tone, name and email of the account, job details) and
 * the role library. Every fact the user did not give stays a [placeholder]; the library's skills are
 * a clearly labelled list of suggestions to review, never presented as the user's. Pure and fast.
 */

export type GenerationIdentity = { name?: string | null; email?: string | null };

export type ComposedResume = {
  title: string;
  locale: Locale;
  data: ResumeData;
  /** The library role the job title matched, if any. */
  roleId: string | null;
  /** True when the chosen language has no library content and the draft is in English. */
  languageFallback: boolean;
};

type Words = {
  name: string;
  company: string;
  city: string;
  start: string;
  end: string;
  present: string;
  university: string;
  degree: string;
  field: string;
  year: string;
  suggested: string;
  fromPosting: string;
  title: (role: string) => string;
  experience: Record<ExperienceOption, string>;
  summary: Record<GeneratorTone, (role: string, years: string, focus: string) => string>;
  target: (country: string) => string;
  posting: (title: string, company: string) => string;
  closing: string;
  genericFocus: (role: string) => string;
  genericBullets: (role: string) => string[];
  notes: string;
};

const words: Record<RoleLanguage, Words> = {
  en: {
    name: "[Your Name]",
    company: "[Company]",
    city: "[City]",
    start: "[Start date]",
    end: "[End date]",
    present: "Present",
    university: "[University]",
    degree: "[Degree]",
    field: "[Field of study]",
    year: "[Year]",
    suggested: "Suggested skills: keep only the ones you have",
    fromPosting: "Skills the job posting asks for: keep only the ones you have",
    title: (role) => `${role} (offline draft)`,
    experience: {
      "0-1": "up to one year",
      "2-4": "2 to 4 years",
      "5-7": "5 to 7 years",
      "8-10": "8 to 10 years",
      "10+": "more than 10 years",
    },
    summary: {
      Formal: (role, years, focus) => `${role} with ${years} of professional experience in ${focus}.`,
      Professional: (role, years, focus) => `${role} with ${years} of experience, focused on ${focus}.`,
      Friendly: (role, years, focus) => `I am a ${role} with ${years} of experience, and I enjoy ${focus}.`,
      Creative: (role, years, focus) => `${role} bringing ${years} of experience and fresh ideas to ${focus}.`,
      Technical: (role, years, focus) => `${role} with ${years} of hands-on experience in ${focus}.`,
    },
    target: (country) => `Looking for my next role in ${country}.`,
    posting: (title, company) =>
      company ? `Applying for the ${title} position at ${company}.` : `Applying for the ${title} position.`,
    closing: "[Add one or two results you are proud of, with numbers you can back up.]",
    genericFocus: (role) => `the work of a ${role}`,
    genericBullets: (role) => [
      `Carried out the core duties of a ${role} at [Company]`,
      "Worked with [team or clients] to [what you achieved together]",
      "Improved [process or result] by [what you changed]",
      "Used [tools or methods] to [purpose]",
    ],
    notes:
      "<p>Offline draft made by Vitae's generator without an AI model. Replace every [placeholder] with your own details, keep only the skills you really have, and add results you can back up before you send this resume.</p>",
  },
  ar: {
    name: "[اسمك]",
    company: "[اسم الشركة]",
    city: "[المدينة]",
    start: "[تاريخ البدء]",
    end: "[تاريخ الانتهاء]",
    present: "حتى الآن",
    university: "[الجامعة]",
    degree: "[الدرجة العلمية]",
    field: "[التخصص]",
    year: "[السنة]",
    suggested: "مهارات مقترحة: أبقِ فقط ما تتقنه فعلًا",
    fromPosting: "مهارات يطلبها إعلان الوظيفة: أبقِ فقط ما تتقنه فعلًا",
    title: (role) => `${role} (مسودة دون اتصال)`,
    experience: {
      "0-1": "خبرة تصل إلى سنة واحدة",
      "2-4": "خبرة من سنتين إلى أربع سنوات",
      "5-7": "خبرة من خمس إلى سبع سنوات",
      "8-10": "خبرة من ثماني إلى عشر سنوات",
      "10+": "خبرة تزيد على عشر سنوات",
    },
    summary: {
      Formal: (role, years, focus) => `${role} يتمتع بـ${years} في مجال ${focus}.`,
      Professional: (role, years, focus) => `${role} لديه ${years}، ويركّز على ${focus}.`,
      Friendly: (role, years, focus) => `أنا ${role} لديّ ${years}، وأستمتع بـ${focus}.`,
      Creative: (role, years, focus) => `${role} يجمع بين ${years} وأفكار جديدة في ${focus}.`,
      Technical: (role, years, focus) => `${role} لديه ${years} من العمل التطبيقي في ${focus}.`,
    },
    target: (country) => `أتطلع إلى فرصتي المهنية القادمة في ${country}.`,
    posting: (title, company) => (company ? `أتقدّم لوظيفة ${title} لدى ${company}.` : `أتقدّم لوظيفة ${title}.`),
    closing: "[أضف نتيجة أو نتيجتين تفخر بهما، مع أرقام يمكنك إثباتها.]",
    genericFocus: (role) => `مهام ${role}`,
    genericBullets: (role) => [
      `أدّيت المهام الأساسية لوظيفة ${role} في [اسم الشركة]`,
      "تعاونت مع [الفريق أو العملاء] لتحقيق [ما أنجزتموه معًا]",
      "حسّنت [العملية أو النتيجة] من خلال [ما غيّرته]",
      "استخدمت [الأدوات أو الأساليب] من أجل [الغرض]",
    ],
    notes:
      "<p>مسودة أعدّها مولّد Vitae دون نموذج ذكاء اصطناعي. استبدل كل [عنصر بين قوسين] ببياناتك، وأبقِ فقط المهارات التي تتقنها فعلًا، وأضف نتائج يمكنك إثباتها قبل إرسال السيرة الذاتية.</p>",
  },
};

/** The name of the skills entry that holds suggestions, in the resume's language. */
export function suggestedSkillsName(locale: string): string {
  return words[roleLanguageOf(locale)].suggested;
}

/** How many placeholder jobs an experience range gets, and how many bullets each. */
const jobShape: Record<ExperienceOption, number[]> = {
  "0-1": [4],
  "2-4": [4],
  "5-7": [3, 2],
  "8-10": [3, 2],
  "10+": [3, 2, 2],
};

export function countryName(code: string, locale: string): string {
  if (!code) return "";
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

const paragraph = (text: string) => `<p>${escape(text)}</p>`;
const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>`;

/** The user's own title, cleaned: the library's name when it matched exactly, their words otherwise. */
function roleTitle(form: GeneratorForm, role: RoleEntry | null, exact: boolean, language: RoleLanguage): string {
  const typedLanguage: RoleLanguage = /[\u0600-\u06ff]/.test(form.jobRole) ? "ar" : "en";
  if (role && (exact || typedLanguage !== language)) return role.names[language];
  return form.jobRole.trim().replace(/\s+/g, " ");
}

export function composeOfflineResume(form: GeneratorForm, identity: GenerationIdentity = {}): ComposedResume {
  const locale = generatorLanguageLocales[form.language];
  const language = roleLanguageOf(locale);
  const languageFallback = form.language !== "EN" && form.language !== "AR";
  const w = words[language];
  const match = matchRole(form.jobRole) ?? (form.jobDetails?.title ? matchRole(form.jobDetails.title) : null);
  const role = match?.role ?? null;
  const title = roleTitle(form, role, match?.exact ?? false, language);
  const country = countryName(form.country, language === "ar" ? "ar-SA" : "en-US");

  const data = createDefaultResumeData();
  data.metadata.locale = locale;
  data.metadata.notes = w.notes;
  data.basics.name = identity.name?.trim() || w.name;
  data.basics.email = identity.email ?? "";
  data.basics.headline = title;
  data.basics.location = country;

  const focus = role ? role.focus[language] : w.genericFocus(title);
  const summary = [w.summary[form.tone](title, w.experience[form.experience], focus)];
  const posting = form.jobDetails;
  if (posting?.title) summary.push(w.posting(posting.title, posting.company ?? ""));
  else if (country) summary.push(w.target(country));
  summary.push(w.closing);
  data.sections.summary.content = summary.map(paragraph).join("");

  const bullets = role ? [...role.responsibilities[language]] : w.genericBullets(title);
  let next = 0;
  data.sections.experience.items = jobShape[form.experience].map((count, index) => {
    const item = createSectionItem("experience");
    item.company = w.company;
    item.position = title;
    item.location = w.city;
    item.date = `${w.start} – ${index === 0 ? w.present : w.end}`;
    const own = Array.from({ length: count }, () => bullets[next++ % bullets.length]!);
    item.summary = list(own);
    return item;
  });

  const education = createSectionItem("education");
  education.institution = w.university;
  education.studyType = w.degree;
  education.area = w.field;
  education.date = w.year;
  data.sections.education.items = [education];

  const skills = [];
  if (role) {
    const suggested = createSectionItem("skills");
    suggested.name = w.suggested;
    suggested.keywords = [...role.skills[language]];
    skills.push(suggested);
  }
  const postingSkills = [...new Set(posting?.skills ?? [])].slice(0, 20);
  if (postingSkills.length) {
    const fromPosting = createSectionItem("skills");
    fromPosting.name = w.fromPosting;
    fromPosting.keywords = postingSkills;
    skills.push(fromPosting);
  }
  data.sections.skills.items = skills;

  return { title: w.title(title).slice(0, 255), locale, data, roleId: role?.id ?? null, languageFallback };
}
