import { readFile } from "node:fs/promises";
import path from "node:path";

import { defaultTemplateLabels, type TemplateLabels } from "./types";

// Not marked server-only: the thumbnail script runs it outside Next. It reads files, so no client
// bundle can import it anyway.

const namespace = "resumeTemplate";

async function readLabels(locale: string): Promise<Partial<TemplateLabels>> {
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(locale)) return {};
  try {
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), "messages", locale, `${namespace}.json`);
    const parsed: unknown = JSON.parse(await readFile(/*turbopackIgnore: true*/ file, "utf8"));
    if (typeof parsed !== "object" || parsed === null) return {};
    const labels: Partial<TemplateLabels> = {};
    for (const key of Object.keys(defaultTemplateLabels) as (keyof TemplateLabels)[]) {
      const value: unknown = (parsed as Record<string, unknown>)[key];
      if (typeof value === "string" && value.trim()) labels[key] = value;
    }
    return labels;
  } catch {
    return {};
  }
}

/**
 * The words a template prints itself, in the resume's language (messages/<locale>/resumeTemplate.json),
 * key by key falling back to English.
 */
export function loadTemplateLabels(locale: string): Promise<TemplateLabels> {
  // Read once per process; in development every time, to pick up edits.
  if (process.env.NODE_ENV === "development") return readAll(locale);
  let labels = cache.get(locale);
  if (!labels) {
    labels = readAll(locale);
    if (cache.size < 64) cache.set(locale, labels);
  }
  return labels;
}

const cache = new Map<string, Promise<TemplateLabels>>();

async function readAll(locale: string): Promise<TemplateLabels> {
  const [english, localized] = await Promise.all([
    readLabels("en-US"),
    locale === "en-US" ? Promise.resolve({}) : readLabels(locale),
  ]);
  return { ...defaultTemplateLabels, ...english, ...localized };
}
