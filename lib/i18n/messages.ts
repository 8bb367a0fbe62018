import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { defaultLocale, type Locale } from "@/core/i18n/locales";

// Messages live in messages/<locale>/<namespace>.json: one file per namespace, so that features add
// their strings without touching each other's files. A key a locale lacks falls back to en-US.

export type Messages = Record<string, unknown>;

const messagesDir = path.join(/*turbopackIgnore: true*/ process.cwd(), "messages");
const cache = new Map<Locale, Promise<Messages>>();

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

export async function readLocaleMessages(locale: Locale, dir = messagesDir): Promise<Messages> {
  const folder = path.join(/*turbopackIgnore: true*/ dir, locale);
  const files = (await readdir(/*turbopackIgnore: true*/ folder).catch(() => []))
    .filter((file) => file.endsWith(".json"))
    .sort();
  const entries = await Promise.all(
    files.map(
      async (file) =>
        [
          file.slice(0, -".json".length),
          JSON.parse(await readFile(/*turbopackIgnore: true*/ path.join(folder, file), "utf8")),
        ] as const,
    ),
  );
  return Object.fromEntries(entries);
}

async function load(locale: Locale): Promise<Messages> {
  const fallback = await readLocaleMessages(defaultLocale);
  if (locale === defaultLocale) return fallback;
  try {
    return withFallback(fallback, await readLocaleMessages(locale));
  } catch {
    return fallback;
  }
}

/** One locale's messages, read once per process (every request in development, to pick up edits). */
export function loadMessages(locale: Locale): Promise<Messages> {
  if (process.env.NODE_ENV === "development") return load(locale);
  let messages = cache.get(locale);
  if (!messages) {
    messages = load(locale);
    cache.set(locale, messages);
  }
  return messages;
}
