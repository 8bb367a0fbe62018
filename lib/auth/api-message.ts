import "server-only";
import { cookies } from "next/headers";
import { createTranslator } from "next-intl";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type authMessages from "@/messages/en-US/authMessages.json";

// The `message` some account routes answer with (spec accounts §7), in the user's language: their
// saved locale when signed in, else the language cookie the proxy keeps.

export type AuthMessageKey = keyof typeof authMessages;

export async function authMessage(key: AuthMessageKey, userLocale?: string | null): Promise<{ message: string }> {
  const cookieLocale = (await cookies()).get("NEXT_LOCALE")?.value;
  const locale: Locale = isLocale(userLocale) ? userLocale : isLocale(cookieLocale) ? cookieLocale : defaultLocale;
  // Every locale has the en-US keys (loadMessages falls back key by key), so en-US types them.
  const messages = (await loadMessages(locale)) as { authMessages: typeof authMessages };
  const t = createTranslator({ locale, messages, namespace: "authMessages" });
  return { message: t(key) };
}
