import "server-only";
import arSA from "@/messages/ar-SA/builderContent.json";
import deDE from "@/messages/de-DE/builderContent.json";
import enUS from "@/messages/en-US/builderContent.json";
import esES from "@/messages/es-ES/builderContent.json";
import faIR from "@/messages/fa-IR/builderContent.json";
import frFR from "@/messages/fr-FR/builderContent.json";
import heIL from "@/messages/he-IL/builderContent.json";
import hiIN from "@/messages/hi-IN/builderContent.json";
import itIT from "@/messages/it-IT/builderContent.json";
import jaJP from "@/messages/ja-JP/builderContent.json";
import koKR from "@/messages/ko-KR/builderContent.json";
import nlNL from "@/messages/nl-NL/builderContent.json";
import plPL from "@/messages/pl-PL/builderContent.json";
import ptBR from "@/messages/pt-BR/builderContent.json";
import ptPT from "@/messages/pt-PT/builderContent.json";
import ruRU from "@/messages/ru-RU/builderContent.json";
import svSE from "@/messages/sv-SE/builderContent.json";
import thTH from "@/messages/th-TH/builderContent.json";
import trTR from "@/messages/tr-TR/builderContent.json";
import ukUA from "@/messages/uk-UA/builderContent.json";
import zhCN from "@/messages/zh-CN/builderContent.json";
import zhTW from "@/messages/zh-TW/builderContent.json";
import { builtInSectionIds, type BuiltInSectionId } from "@/core/resume/schema";

/** What a heading introduces: a built-in section, or the contact details (read into basics). */
export type HeadingKind = BuiltInSectionId | "contact";

// The section names the builder gives a new resume in each of the product's 22 languages (the
// names a resume made here prints unless its owner renamed them)...
const productNames = [
  enUS,
  arSA,
  zhCN,
  zhTW,
  deDE,
  esES,
  frFR,
  ptBR,
  ptPT,
  itIT,
  nlNL,
  ruRU,
  jaJP,
  koKR,
  hiIN,
  trTR,
  faIR,
  svSE,
  plPL,
  thTH,
  heIL,
  ukUA,
].map((messages) => messages.sections as Record<string, string>);

// ...and the headings people commonly give these sections elsewhere, in English and Arabic.
const commonNames: Record<HeadingKind, string[]> = {
  summary: [
    "professional summary",
    "career summary",
    "summary",
    "profile",
    "professional profile",
    "about me",
    "about",
    "objective",
    "career objective",
    "نبذة",
    "نبذة مهنية",
    "نبذة عني",
    "الملخص",
    "الملخص المهني",
    "ملخص",
    "الهدف الوظيفي",
    "الهدف المهني",
  ],
  profiles: ["profiles", "online profiles", "social", "links", "الحسابات المهنية", "الروابط", "حسابات التواصل"],
  experience: [
    "experience",
    "work experience",
    "professional experience",
    "employment",
    "employment history",
    "work history",
    "career history",
    "الخبرات",
    "الخبرة",
    "الخبرات العملية",
    "الخبرة العملية",
    "الخبرات المهنية",
    "الخبرة المهنية",
    "السجل الوظيفي",
  ],
  education: [
    "education",
    "academic background",
    "education and training",
    "التعليم",
    "المؤهلات العلمية",
    "المؤهلات",
    "التحصيل العلمي",
    "المؤهل العلمي",
  ],
  skills: [
    "skills",
    "technical skills",
    "core competencies",
    "competencies",
    "expertise",
    "المهارات",
    "المهارات التقنية",
    "المهارات الفنية",
    "الكفاءات",
  ],
  languages: ["languages", "اللغات"],
  awards: [
    "awards",
    "honors",
    "honours",
    "honors and awards",
    "achievements",
    "الجوائز",
    "الإنجازات",
    "الجوائز والتكريمات",
  ],
  certifications: [
    "certifications",
    "certificates",
    "licenses and certifications",
    "licences and certifications",
    "courses",
    "training",
    "الشهادات",
    "الشهادات المهنية",
    "الدورات",
    "الدورات التدريبية",
    "الرخص والشهادات",
  ],
  interests: ["interests", "الاهتمامات"],
  projects: ["projects", "personal projects", "المشاريع", "المشروعات"],
  publications: ["publications", "المنشورات", "الأبحاث", "الأبحاث والمنشورات"],
  volunteer: ["volunteer", "volunteering", "volunteer experience", "العمل التطوعي", "التطوع"],
  references: ["references", "المراجع", "المعرفون", "المعرّفون"],
  hobbies: ["hobbies", "الهوايات"],
  signature: ["signature", "التوقيع"],
  contact: [
    "contact",
    "contact information",
    "contact details",
    "personal details",
    "personal information",
    "معلومات الاتصال",
    "بيانات التواصل",
    "التواصل",
    "البيانات الشخصية",
    "المعلومات الشخصية",
  ],
};

/**
 * Text folded for comparing headings: letters only, lower case, without accents, Arabic harakat,
 * tatweel or the spaces letter-spacing puts between letters ("E X P E R I E N C E").
 */
export function foldHeading(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}|\u0640/gu, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

const dictionary = new Map<string, HeadingKind>();
for (const names of productNames)
  for (const id of builtInSectionIds) {
    const name = names[id];
    if (typeof name === "string" && foldHeading(name)) dictionary.set(foldHeading(name), id);
  }
for (const [kind, names] of Object.entries(commonNames) as [HeadingKind, string[]][])
  for (const name of names) if (!dictionary.has(foldHeading(name))) dictionary.set(foldHeading(name), kind);

/** The section a line names when it is a known heading in any of the product's languages. */
export function headingKind(text: string): HeadingKind | undefined {
  if (text.length > 48) return undefined;
  return dictionary.get(foldHeading(text));
}
