// The 22 interface languages of spec accounts §9. Shared by the proxy, server and client (no server-only).

export const locales = [
  "en-US",
  "ar-SA",
  "zh-CN",
  "zh-TW",
  "de-DE",
  "es-ES",
  "fr-FR",
  "pt-BR",
  "pt-PT",
  "it-IT",
  "nl-NL",
  "ru-RU",
  "ja-JP",
  "ko-KR",
  "hi-IN",
  "tr-TR",
  "fa-IR",
  "sv-SE",
  "pl-PL",
  "th-TH",
  "he-IL",
  "uk-UA",
] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en-US";

export const rtlLocales: ReadonlySet<Locale> = new Set<Locale>(["ar-SA", "fa-IR", "he-IL"]);

/** The name of each language in that language, as the language menu shows it. */
export const nativeNames: Record<Locale, string> = {
  "en-US": "English",
  "ar-SA": "العربية",
  "zh-CN": "简体中文",
  "zh-TW": "繁體中文",
  "de-DE": "Deutsch",
  "es-ES": "Español",
  "fr-FR": "Français",
  "pt-BR": "Português (Brasil)",
  "pt-PT": "Português (Portugal)",
  "it-IT": "Italiano",
  "nl-NL": "Nederlands",
  "ru-RU": "Русский",
  "ja-JP": "日本語",
  "ko-KR": "한국어",
  "hi-IN": "हिन्दी",
  "tr-TR": "Türkçe",
  "fa-IR": "فارسی",
  "sv-SE": "Svenska",
  "pl-PL": "Polski",
  "th-TH": "ไทย",
  "he-IL": "עברית",
  "uk-UA": "Українська",
};

/**
 * The language menu: five pinned locales first, the rest in the order of their native names (English
 * collation; tests/unit/locales.test.ts checks it). Written out, not sorted here: this module runs in every
 * page's scripts, and a collator's first use costs a phone about 20 ms.
 */
// prettier-ignore
export const menuLocales: readonly Locale[] = [
  "en-US", "zh-CN", "de-DE", "es-ES", "ar-SA",
  "fr-FR", "it-IT", "nl-NL", "pl-PL", "pt-BR", "pt-PT", "sv-SE", "tr-TR", "ru-RU", "uk-UA", "he-IL",
  "fa-IR", "hi-IN", "th-TH", "ko-KR", "ja-JP", "zh-TW",
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return rtlLocales.has(locale) ? "rtl" : "ltr";
}

/** A first path segment shaped like a locale (xx-XX): never a username, since usernames are lower case. */
export function looksLikeLocale(segment: string): boolean {
  return /^[a-z]{2,3}-[A-Z]{2}$/.test(segment);
}
