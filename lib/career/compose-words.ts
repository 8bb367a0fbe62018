import "server-only";
import { createTranslator } from "next-intl";
import { loadMessages } from "@/lib/i18n/messages";
import { hasMessagesFor, messageLocaleOf } from "@/lib/i18n/resume-locale";
import type careerTools from "@/messages/en-US/careerTools.json";

/**
 * The fixed words the offline career tools write into a resume's own language (messages
 * careerTools.compose of the resume's locale, else its language's, else English), and a list
 * joiner of that language.
 */
export async function composeWords(resumeLocale: string) {
  const locale = messageLocaleOf(resumeLocale);
  const messages = (await loadMessages(locale)) as { careerTools: typeof careerTools };
  const t = createTranslator({ locale, messages, namespace: "careerTools.compose" });
  const joiner = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
  return {
    t,
    list: (items: readonly string[]) => joiner.format(items),
    /** false when the resume's language has no messages and English words were used. */
    isOwnLanguage: hasMessagesFor(resumeLocale),
  };
}

export type ComposeWords = Awaited<ReturnType<typeof composeWords>>;

/** A language tag as the model reads it best: "Arabic (Saudi Arabia) [ar-SA]". */
export function languageForPrompt(tag: string): string {
  try {
    return `${new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag} [${tag}]`;
  } catch {
    return tag;
  }
}
