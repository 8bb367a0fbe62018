import "server-only";
import { resumeTranslator } from "@/lib/career/compose-words";
import type coverLetter from "@/messages/en-US/coverLetter.json";

/** The keys of the fixed phrases the offline letter is built from (messages coverLetter.compose). */
export const composeKeys = [
  "greeting",
  "greetingTo",
  "opening",
  "latestRole",
  "latestRoleNoEmployer",
  "headline",
  "matchesLead",
  "achievementsLead",
  "achievementAt",
  "skills",
  "education",
  "closing",
  "signOff",
] as const;

/**
 * The fixed phrases of an offline cover letter in the resume's own language (messages
 * coverLetter.compose of the resume's locale, else its language's, else English), and a list joiner.
 */
export async function coverLetterWords(resumeLocale: string) {
  const { locale, t, list, isOwnLanguage } = await resumeTranslator<
    { coverLetter: typeof coverLetter },
    "coverLetter.compose"
  >(resumeLocale, "coverLetter.compose");
  const language = locale.split("-")[0];
  const comma = language === "ar" || language === "fa" ? "، " : language === "ja" || language === "zh" ? "、" : ", ";
  return {
    t,
    list,
    /** Parts of one thing ("Web Developer, STC") with the language's comma. */
    parts: (items: readonly string[]) => items.filter(Boolean).join(comma),
    isOwnLanguage,
  };
}

export type CoverLetterWords = Awaited<ReturnType<typeof coverLetterWords>>;
