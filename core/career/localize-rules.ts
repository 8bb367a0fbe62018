import { arabicMonthNames } from "@/core/analysis/experience-years";
import { normalizeText } from "@/core/analysis/normalize";
import { rtlLocales, type Locale } from "@/core/i18n/locales";
import type { ResumeData } from "@/core/resume/schema";
import { builtInSectionIds, type BuiltInSectionId } from "@/core/resume/schema";
import { applyArabicFontRule } from "@/core/templates/arabic-fonts";
import { sanitizeRichText } from "@/core/templates/sanitize-html";
import type { KeptReason } from "./localize";

/*
 * The localization rules (pure): which fields of a resume are text to translate (never a name, an
 * employer, an institution, a date, a URL, an e-mail or a phone number), the check a translation
 * must pass, and what changes without a model: the locale (so direction and the template's words),
 * the Arabic-capable font, the built-in headings the user had not renamed, and the month names and
 * "present" of dates, written the target's way with the same year and month.
 */

type Path = readonly (string | number)[];

/** A text field to translate: where it is, its text, whether it is rich text (HTML). */
export type TranslatableField = { id: string; path: Path; text: string; rich: boolean };

// Per section, the fields that are words to translate. Names of things (employer, institution,
// issuer, publisher, a project's or certificate's name, a reference's name) are kept as written.
const itemFields: Record<string, { plain: readonly string[]; rich?: boolean; lists?: readonly string[] }> = {
  experience: { plain: ["position"], rich: true },
  education: { plain: ["studyType", "area"], rich: true },
  skills: { plain: ["name", "description"], lists: ["keywords"] },
  languages: { plain: ["name", "description"] },
  awards: { plain: ["title"], rich: true },
  certifications: { plain: [], rich: true },
  interests: { plain: ["name"], lists: ["keywords"] },
  projects: { plain: ["description"], rich: true, lists: ["keywords"] },
  publications: { plain: [], rich: true },
  volunteer: { plain: ["position"], rich: true },
  references: { plain: ["description"], rich: true },
  hobbies: { plain: ["name", "description"] },
  custom: { plain: ["name", "description"], rich: true, lists: ["keywords"] },
};

const get = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data);

/** The resume's text fields to translate, in reading order, each with a stable id ("f0", "f1" ...). */
export function translatableFields(data: ResumeData, defaultHeadings: (id: BuiltInSectionId) => boolean = () => false) {
  const fields: TranslatableField[] = [];
  const add = (path: Path, rich = false) => {
    const text = get(data, path);
    if (typeof text !== "string" || !text.trim()) return;
    fields.push({ id: `f${fields.length}`, path, text, rich });
  };
  add(["basics", "headline"]);
  add(["basics", "nationality"]);
  add(["basics", "maritalStatus"]);
  data.basics.customFields.forEach((_, index) => add(["basics", "customFields", index, "name"]));
  add(["sections", "summary", "content"], true);
  const items = (base: Path, kind: string, list: readonly Record<string, unknown>[]) => {
    const spec = itemFields[kind];
    if (!spec) return;
    list.forEach((item, index) => {
      for (const key of spec.plain) add([...base, "items", index, key]);
      for (const key of spec.lists ?? [])
        (item[key] as string[] | undefined)?.forEach((_, position) => add([...base, "items", index, key, position]));
      if (spec.rich) add([...base, "items", index, "summary"], true);
    });
  };
  for (const id of builtInSectionIds) {
    const section = data.sections[id];
    // A heading the user wrote is translated; a default one is replaced by the target's default.
    if (!defaultHeadings(id)) add(["sections", id, "name"]);
    if ("items" in section) items(["sections", id], id, section.items as unknown as Record<string, unknown>[]);
  }
  for (const [key, section] of Object.entries(data.sections.custom)) {
    add(["sections", "custom", key, "name"]);
    items(["sections", "custom", key], "custom", section.items as unknown as Record<string, unknown>[]);
  }
  return fields;
}

/** A copy of the resume with some fields set (by path). */
export function withFields(data: ResumeData, values: readonly { path: Path; text: string }[]): ResumeData {
  const copy = structuredClone(data);
  for (const { path, text } of values) {
    const parent = get(copy, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
    const key = path.at(-1);
    if (parent && key !== undefined && typeof parent[key] === "string") parent[key] = text;
  }
  return copy;
}

const asciiDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));

/** The numbers of a text as digit strings (separators and Arabic-Indic digits aside), sorted. */
export function numbersIn(text: string): string[] {
  return (asciiDigits(text).match(/\d+(?:[.,\u066b\u066c\s]\d{3})*(?:[.,\u066b]\d+)?/g) ?? [])
    .map((number) => number.replace(/\D/g, ""))
    .sort();
}

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu;

/** The e-mails and URLs of a text (in rich text, link targets too). */
export function contactsIn(text: string): string[] {
  const hrefs = [...text.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
  const found = [...(text.match(emailPattern) ?? []), ...(text.match(urlPattern) ?? []), ...hrefs];
  return [...new Set(found.map((value) => value.replace(/[.,;:)]+$/, "")))].filter(Boolean).sort();
}

const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].map((match) => match[0].toLowerCase());

/**
 * Whether a translation may replace the source text: the same numbers, every e-mail and URL kept,
 * and for rich text the same markup, unchanged by the sanitiser. Returns the text to store (rich
 * text sanitised) or the reason it is refused.
 */
export function checkTranslation(
  source: string,
  translation: string,
  rich: boolean,
): { ok: true; text: string } | { ok: false; reason: KeptReason } {
  if (!translation.trim()) return { ok: false, reason: "missing" };
  const safe = rich ? sanitizeRichText(translation) : translation;
  if (rich ? tagsOf(safe).join() !== tagsOf(translation).join() : /<[a-z/!]/i.test(translation))
    return { ok: false, reason: "unsafe" };
  const sourceNumbers = numbersIn(rich ? source.replace(/<[^>]*>/g, " ") : source);
  const numbers = numbersIn(rich ? translation.replace(/<[^>]*>/g, " ") : translation);
  if (sourceNumbers.join(" ") !== numbers.join(" ")) return { ok: false, reason: "numbers" };
  const contacts = contactsIn(translation);
  if (contactsIn(source).some((contact) => !contacts.includes(contact))) return { ok: false, reason: "contacts" };
  if (!rich) return { ok: true, text: translation };
  if (tagsOf(safe).join() !== tagsOf(sanitizeRichText(source)).join()) return { ok: false, reason: "markup" };
  return { ok: true, text: safe };
}

/** The field's place as a readable path, e.g. sections.experience.items.0.summary. */
export const pathText = (path: Path) => path.join(".");

/** The new locale, and an Arabic-capable font when the target is written in Arabic script (spec §4). */
export function withLocale(data: ResumeData, locale: string): ResumeData {
  const font = applyArabicFontRule(data.metadata.typography.font, locale);
  return { ...data, metadata: { ...data.metadata, locale, typography: { ...data.metadata.typography, font } } };
}

export const directionOf = (locale: Locale) => (rtlLocales.has(locale) ? "rtl" : "ltr");

/**
 * Built-in headings the user had not renamed (still a product default in some language, or the
 * schema's English one) given the target's default; the user's own headings are left to translate.
 */
export function localizeHeadings(
  data: ResumeData,
  defaults: { known: (id: BuiltInSectionId, name: string) => boolean; target: (id: BuiltInSectionId) => string },
): { data: ResumeData; count: number } {
  const copy = structuredClone(data);
  let count = 0;
  for (const id of builtInSectionIds) {
    const section = copy.sections[id];
    const wanted = defaults.target(id);
    if (!wanted || section.name === wanted || !defaults.known(id, section.name)) continue;
    section.name = wanted;
    count += 1;
  }
  return { data: copy, count };
}

// Month names of a locale, long and short, normalised, without a trailing dot.
function monthNamesOf(locale: string): Map<string, number> {
  const names = new Map<string, number>();
  for (const style of ["long", "short"] as const) {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(locale, { month: style, timeZone: "UTC", calendar: "gregory" });
    } catch {
      return names;
    }
    for (let month = 0; month < 12; month++) {
      const name = normalizeText(format.format(new Date(Date.UTC(2021, month, 15)))).replace(/\.$/, "");
      if (name && !names.has(name)) names.set(name, month);
    }
  }
  return names;
}

const presentPattern = /^(?:present|current|currently|now|today|ongoing|حتي الان|الان|حاليا|للان|الحالي)$/;
const rangeSeparator = /\s+[-–—]\s+|\s*[–—]\s*|\s+(?:to|until|till|الي|حتي)\s+/;

/**
 * A date written the target's way: "Mar 2021 - Present" → "مارس 2021 – حتى الآن". Only month names
 * and "present" change; the years, numeric dates and the order of the ends stay as written (Latin
 * digits, Gregorian calendar). Null when a part cannot be read, so the date is kept as it is.
 */
export function localizeDate(
  text: string,
  {
    sourceLocale,
    targetLocale,
    present,
    presentWords = [],
  }: {
    sourceLocale: string;
    targetLocale: string;
    /** The target's word for an ongoing end. */
    present: string;
    /** Other languages' words for it (normalised), read as "present" too. */
    presentWords?: readonly string[];
  },
): string | null {
  const value = normalizeText(text).trim();
  if (!value) return null;
  const months = new Map([...monthNamesOf(sourceLocale), ...monthNamesOf("en-US")]);
  for (const list of arabicMonthNames) list.forEach((name, index) => months.set(normalizeText(name), index));
  months.set("sept", 8);
  const format = new Intl.DateTimeFormat(targetLocale, {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
    calendar: "gregory",
    numberingSystem: "latn",
  });
  let changed = false;
  const parts = value.split(rangeSeparator).map((part) => {
    const end = part.trim();
    if (presentPattern.test(end) || presentWords.includes(end)) {
      changed = true;
      return present;
    }
    if (/^\d{4}$|^\d{4}[-/.]\d{1,2}$|^\d{1,2}[-/.]\d{4}$/.test(end)) return end;
    const nameFirst = /^(\D+?)\.?,?\s+(\d{4})$/.exec(end);
    const yearFirst = nameFirst ? null : /^(\d{4})\s+(\D+?)\.?$/.exec(end);
    const name = nameFirst?.[1] ?? yearFirst?.[2];
    const year = nameFirst?.[2] ?? yearFirst?.[1];
    const month = name === undefined ? undefined : months.get(name.trim());
    if (month === undefined || year === undefined) return null;
    changed = true;
    return format.format(new Date(Date.UTC(Number(year), month, 15)));
  });
  if (!changed || parts.some((part) => part === null) || parts.length > 2) return null;
  return parts.join(" – ");
}

/** Every item date of the resume written the target's way; how many changed. */
export function localizeDates(
  data: ResumeData,
  options: Parameters<typeof localizeDate>[1],
): { data: ResumeData; count: number } {
  const copy = structuredClone(data);
  let count = 0;
  const visit = (items: { date?: string }[]) => {
    for (const item of items) {
      if (!item.date) continue;
      const written = localizeDate(item.date, options);
      if (written === null || written === item.date) continue;
      item.date = written;
      count += 1;
    }
  };
  for (const id of builtInSectionIds) {
    const section = copy.sections[id];
    if ("items" in section) visit(section.items as { date?: string }[]);
  }
  for (const section of Object.values(copy.sections.custom)) visit(section.items);
  return { data: copy, count };
}
