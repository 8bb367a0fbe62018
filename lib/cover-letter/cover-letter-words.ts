import "server-only";
import { createTranslator } from "next-intl";
import { loadMessages } from "@/lib/i18n/messages";
import { hasMessagesFor, messageLocaleOf } from "@/lib/i18n/resume-locale";
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
  const locale = messageLocaleOf(resumeLocale);
  const messages = (await loadMessages(locale)) as { coverLetter: typeof coverLetter };
  const t = createTranslator({ locale, messages, namespace: "coverLetter.compose" });
  const joiner = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
  const language = locale.split("-")[0];
  const comma = language === "ar" || language === "fa" ? "، " : language === "ja" || language === "zh" ? "、" : ", ";
  return {
    t,
    list: (items: readonly string[]) => joiner.format(items),
    /** Parts of one thing ("Web Developer, STC") with the language's comma. */
    parts: (items: readonly string[]) => items.filter(Boolean).join(comma),
    /** false when the resume's language has no messages and English words were used. */
    isOwnLanguage: hasMessagesFor(resumeLocale),
  };
}

export type CoverLetterWords = Awaited<ReturnType<typeof coverLetterWords>>;
