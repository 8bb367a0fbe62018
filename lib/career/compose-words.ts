import "server-only";
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import { resumeLanguageWords } from "@/lib/i18n/resume-locale";
import type careerTools from "@/messages/en-US/careerTools.json";

/**
 * The fixed words the offline career tools write into a resume's own language (messages
 * careerTools.compose of the resume's locale, else its language's, else English), and a list
 * joiner of that language.
 */
export async function composeWords(resumeLocale: string) {
  const { t, list, isOwnLanguage } = await resumeTranslator<{ careerTools: typeof careerTools }, "careerTools.compose">(
    resumeLocale,
    "careerTools.compose",
  );
  return { t, list, isOwnLanguage };
}

/**
 * A translator for one namespace of the messages in a resume's own language (its locale's, else its
 * language's, else English), with that language's locale, list joiner and whether the messages are its own.
 */
export async function resumeTranslator<
  Messages extends Record<string, unknown>,
  Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>>,
>(resumeLocale: string, namespace: Namespace) {
  const { locale, messages, list, isOwnLanguage } = await resumeLanguageWords(resumeLocale);
  const t = createTranslator({ locale, messages: messages as Messages, namespace });
  return { locale, t, list, isOwnLanguage };
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
