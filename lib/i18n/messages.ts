import type { Locale } from "./locales";
import { defaultLocale } from "./locales";

export type Messages = Record<string, unknown>;

function isRecord(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Deep merge: keys the locale lacks fall back to en-US, key by key. */
export function withFallback(fallback: Messages, messages: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(messages)) {
    const base = merged[key];
    merged[key] = isRecord(base) && isRecord(value) ? withFallback(base, value) : value;
  }
  return merged;
}

async function importMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}

/** Loads one locale's bundle, lazily, falling back to en-US for anything missing or unloadable. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const fallback = await importMessages(defaultLocale);
  if (locale === defaultLocale) return fallback;
  try {
    return withFallback(fallback, await importMessages(locale));
  } catch {
    return fallback;
  }
}
