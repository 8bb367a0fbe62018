import "server-only";
import { defaultLocale, isLocale, locales, type Locale } from "@/core/i18n/locales";
import { loadMessages } from "./messages";

/**
 * The interface locale whose messages words a text in a resume's own language (`metadata.locale`):
 * the same locale, else one of the same language, else English. Used where the server writes words
 * into a resume's language (the print watermark, the offline career tools).
 */
export function messageLocaleOf(resumeLocale: string): Locale {
  if (isLocale(resumeLocale)) return resumeLocale;
  const language = resumeLocale.split("-")[0]?.toLowerCase();
  return locales.find((locale) => locale.split("-")[0] === language) ?? defaultLocale;
}

/** Whether the resume's language has messages of its own (false: `messageLocaleOf` fell back to English). */
export function hasMessagesFor(resumeLocale: string): boolean {
  const language = resumeLocale.split("-")[0]?.toLowerCase();
  return messageLocaleOf(resumeLocale).split("-")[0] === language;
}

/**
 * What the server needs to write words in a resume's own language: the messages of `messageLocaleOf`,
 * a list joiner of that language ("A, B and C") and whether it is the resume's language at all. Callers
 * make their translator from `messages` with their own namespace.
 */
export async function resumeLanguageWords(resumeLocale: string) {
  const locale = messageLocaleOf(resumeLocale);
  const joiner = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
  return {
    locale,
    messages: await loadMessages(locale),
    list: (items: readonly string[]) => joiner.format(items),
    /** false when the resume's language has no messages and English words were used. */
    isOwnLanguage: hasMessagesFor(resumeLocale),
  };
}
