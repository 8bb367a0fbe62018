import "server-only";
import { cookies, headers } from "next/headers";
import { createTranslator } from "next-intl";
import { defaultLocale, isLocale, type Locale } from "@/core/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type authMessages from "@/messages/en-US/authMessages.json";

// The `message` some account routes answer with (spec accounts §7), in the language of the page that
// asked: the page's locale (apiRequest sends it as x-page-locale), else the language cookie the proxy
// keeps, else the account's saved locale. The page wins: a toast is read on that page, whatever the
// profile says (the language menus save the page's language to the profile anyway).

/** The request header apiRequest() sets to the page's <html lang>. */
export const pageLocaleHeader = "x-page-locale";

export type AuthMessageKey = keyof typeof authMessages;

export async function authMessage(key: AuthMessageKey, userLocale?: string | null): Promise<{ message: string }> {
  const pageLocale = (await headers()).get(pageLocaleHeader);
  const cookieLocale = (await cookies()).get("NEXT_LOCALE")?.value;
  const locale: Locale = [pageLocale, cookieLocale, userLocale].find(isLocale) ?? defaultLocale;
  // Every locale has the en-US keys (loadMessages falls back key by key), so en-US types them.
  const messages = (await loadMessages(locale)) as { authMessages: typeof authMessages };
  const t = createTranslator({ locale, messages, namespace: "authMessages" });
  return { message: t(key) };
}
