import "server-only";
import { get } from "es-toolkit/compat";
import { locales } from "@/core/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";

/**
 * The product's own words that the PDF rules read a resume by, in its 22 languages: the section names
 * the builder gives a new resume and the resume analysis uses (headings.ts), and "present" as the
 * career tools write a period's end (patterns.ts). Read from the messages once per process
 * (`loadProductWords`, awaited by `fromPdf` before any rule runs); the rules then read them synchronously.
 */
export type ProductWords = {
  /** Each language's names for the built-in sections, by section id. */
  sectionNames: Record<string, string>[];
  /** "Present", lower case, in each language. */
  present: string[];
};

let words: ProductWords | undefined;
let loading: Promise<ProductWords> | undefined;

async function read(): Promise<ProductWords> {
  const all = await Promise.all(locales.map((locale) => loadMessages(locale)));
  const names = (value: unknown) =>
    Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  return {
    sectionNames: all.flatMap((messages) =>
      [get(messages, "builderContent.sections"), get(messages, "analysis.sections")].map(names),
    ),
    present: all.map((messages) => String(get(messages, "careerTools.compose.localize.present")).toLowerCase()),
  };
}

/** Reads the words once; every later call answers the same promise (a failed read is tried again). */
export function loadProductWords(): Promise<ProductWords> {
  loading ??= read().then(
    (read) => (words = read),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The words, once `loadProductWords` has finished. */
export function productWords(): ProductWords {
  if (!words) throw new Error("The PDF rules ran before loadProductWords() finished.");
  return words;
}
