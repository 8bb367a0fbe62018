import "server-only";
import { z } from "zod";
import { locales } from "@/core/i18n/locales";

import { productWords } from "./vocabulary";

/*
 * What a line of a resume is, by validated patterns: a period ("Mar 2021 – Present", "2019 - 2021",
 * "janv. 2020 – aujourd'hui", "marzo de 2023 - actualidad", "2020年4月～現在", "يناير 2021 – حتى الآن"),
 * an email address, a phone number, a web address. Month names and the shapes of a month and year
 * ("March 2023", "marzo de 2023", "2023年3月", "2023년 3월", "март 2023 г.") come from the runtime's
 * ICU data (Intl, Gregorian calendar) for the product's languages and other common resume languages;
 * the words for "present" from the product's own messages (and common synonyms); digits of any
 * script are read as 0-9 for matching only. Only the span of a date is recognised: dates are never
 * parsed.
 */

// The product's languages, the Levantine and Iraqi Arabic month names, and other languages resumes
// are commonly written in (month names only come from Intl; these are locale tags).
const dateLocales = [
  ...locales,
  "ar-SY",
  "ar-IQ",
  "fil",
  "id",
  "ms",
  "vi",
  "cs",
  "sk",
  "hu",
  "ro",
  "bg",
  "el",
  "da",
  "nb",
  "fi",
  "hr",
  "sr-Latn",
  "sl",
  "lt",
  "lv",
  "et",
  "ca",
  "bn",
  "ur",
  "mr",
  "ta",
];
const intlFormats = dateLocales.flatMap((locale) =>
  Intl.DateTimeFormat.supportedLocalesOf(locale).length === 0 ? [] : [`${locale}-u-ca-gregory-nu-latn`],
);
const months = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2020, index, 15)));
const monthOptions = [{ month: "long" }, { month: "short" }, { month: "numeric" }] as const;

const monthNames = (() => {
  const names = new Set<string>();
  for (const tag of intlFormats)
    for (const month of ["long", "short"] as const)
      // On its own (the nominative "styczeń") and in a date (the genitive "stycznia").
      for (const options of [{ month }, { month, day: "numeric" }, { month, year: "numeric" }] as const) {
        const format = new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" });
        for (const date of months) {
          const name = format.formatToParts(date).find((part) => part.type === "month")?.value ?? "";
          names.add(name.toLowerCase().replace(/\.$/, ""));
        }
      }
  for (const english of ["sept", "june", "july"]) names.add(english);
  return [...names].filter((name) => name !== "" && !/^\d+$/.test(name)).sort((a, b) => b.length - a.length);
})();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A month's name is found once (monthName) and stands as a run of U+E000 of its length in the copy the
// period patterns match, so they stay small.
const monthMark = "\uE000";
const monthName = new RegExp(`(?<![\\p{L}\\p{M}])(?:${monthNames.map(escape).join("|")})(?![\\p{L}\\p{M}])`, "giu");
const month = `${monthMark}+\\.?`;
const year = "(?:19|20)\\d{2}";

/**
 * The shapes of a month and year in each language, from Intl's parts: a month's name, then the year
 * ("March 2023", "marzo de 2023", "март 2023 г."), or the year, then the name ("2023년 3월",
 * "2023. március"), with the words between and after them Intl sets; and the numeric shapes
 * ("2023年3月", "3/2023", "2023-03"). A closing word ("г.") may be left out.
 */
const oneDate = (() => {
  const nameFirst = new Set<string>([","]);
  const yearFirst = new Set<string>();
  const closing = new Set<string>();
  const numeric = new Set<string>();
  for (const tag of intlFormats)
    for (const options of monthOptions) {
      const parts = new Intl.DateTimeFormat(tag, { ...options, year: "numeric", timeZone: "UTC" })
        .formatToParts(months[2])
        .map((part) => ({ ...part, value: part.value.replace(/[\u200e\u200f]/g, "").trim() }));
      const types = parts.map((part) => part.type).join(" ");
      const literal = (index: number) => (parts[index]?.type === "literal" ? parts[index].value : "");
      const named = !/^\d+$/.test(parts.find((part) => part.type === "month")?.value ?? "");
      if (named && /^month (?:literal )?year(?: literal)?$/.test(types)) {
        nameFirst.add(literal(1));
        closing.add(literal(parts.length - 1) === literal(1) ? "" : literal(parts.length - 1));
      } else if (named && /^year (?:literal )?month(?: literal)?$/.test(types)) {
        yearFirst.add(literal(1));
        closing.add(literal(parts.length - 1) === literal(1) ? "" : literal(parts.length - 1));
      } else if (!named)
        numeric.add(
          parts
            .map((part, index) => {
              if (part.type === "year") return year;
              if (part.type === "month") return "\\d{1,2}";
              if (part.value === "") return "\\s*";
              return index === parts.length - 1 ? `(?:\\s*${escape(part.value)})?` : `\\s*${escape(part.value)}\\s*`;
            })
            .join(""),
        );
    }
  const words = (set: Set<string>) =>
    `(?:${[...set]
      .filter((word) => word !== "")
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|")})?`;
  const close = `(?:\\s*${words(closing).slice(0, -1)})?`;
  return [
    `(?:${month}\\s*${words(nameFirst)}\\s*${year}${close})`,
    `(?:${year}\\s*${words(yearFirst)}\\s*${month}${close})`,
    // A whole day ("14.03.2021", "2021-03-14"), then the month and year shapes.
    `\\d{1,2}[/.]\\d{1,2}[/.]${year}|${year}[-/.]\\d{1,2}[-/.]\\d{1,2}`,
    ...[...numeric].sort((a, b) => b.length - a.length),
    `(?:${year}\\s*年|${year})`,
  ].join("|");
})();

// "Present" as the product says it in each language (the period's end the career tools write:
// vocabulary.ts), and the other words resumes commonly use for it.
const commonPresent = [
  "present",
  "current",
  "currently",
  "now",
  "today",
  "ongoing",
  "حتى الآن",
  "الآن",
  "حاليا",
  "حاليًا",
  "الحاضر",
  "حتى تاريخه",
  "heute",
  "aktuell",
  "actualidad",
  "presente",
  "actual",
  "présent",
  "aujourd'hui",
  "atual",
  "momento",
  "attuale",
  "oggi",
  "heden",
  "nu",
  "obecnie",
  "настоящее время",
  "по настоящее время",
  "наст. время",
  "теперішній час",
  "дотепер",
  "günümüz",
  "devam ediyor",
  "hiện tại",
  "現在",
  "至今",
  "现在",
  "현재",
  "वर्तमान",
  "ปัจจุบัน",
  "اکنون",
  "تاکنون",
  "היום",
  "כיום",
  "pågående",
  "idag",
  "jetzt",
  "actualmente",
  "atualmente",
  "hoy",
  "en cours",
  "à ce jour",
  "ad oggi",
  "în prezent",
  "kasalukuyan",
  "sekarang",
];
// An open period written as "since 2016" ("seit 2016", "depuis 2020", "desde 2019").
const since = "(?:since|seit|depuis|desde|dal|dall'|sinds|od|с|з|från|siden|kể từ|mula)";
const separator = "\\s*(?:[-–—~―～〜]|to|bis|à|a|al|até|tot|till|до|по|–|إلى|الى|حتى|تا|עד|から|至|부터|~)\\s*";

let built: { wholeDate: RegExp; dateInside: RegExp } | undefined;

/** The date patterns, made on first use (the product's words for "present" are read first). */
function datePatterns() {
  if (built) return built;
  const present = [...new Set([...productWords().present, ...commonPresent])].sort((a, b) => b.length - a.length);
  const presentPattern = `(?:${present.map(escape).join("|")})`;
  const period = `(?:${since}\\s+(?:${oneDate})|(?:${oneDate})(?:${separator}(?:${oneDate}|${presentPattern}))?)`;
  return (built = {
    wholeDate: new RegExp(`^(?:${period}|${presentPattern})$`, "iu"),
    dateInside: new RegExp(`(?<![\\p{L}\\p{N}])${period}(?![\\p{L}\\p{N}])`, "iu"),
  });
}

// The zero of each decimal digit block a resume is likely to use: Arabic-Indic, Persian, Devanagari,
// Bengali, Thai and full-width digits.
const digitZeros = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0xff10];

/** Digits of other scripts (Arabic-Indic ٠-٩, Persian ۰-۹...) as 0-9, one code unit each, for matching. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0e50-\u0e59\uff10-\uff19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = digitZeros.find((first) => code >= first && code <= first + 9)!;
    return String(code - zero);
  });
}

/** Digits as 0-9 and the typographic apostrophe as ' ("aujourd’hui"), one code unit each. */
const forMatching = (text: string) =>
  asciiDigits(text)
    .replace(/[’ʼ]/g, "'")
    .replace(monthName, (name) => monthMark.repeat(name.length));

/** Whether the whole text is a date or a period. */
export function isDate(text: string): boolean {
  const value = forMatching(text.trim()).replace(/[()]/g, "").replace(/\s+/g, " ");
  return value !== "" && datePatterns().wholeDate.test(value);
}

/** A period inside a longer text ("Austin, TX · 2019 – 2021"), with what is left around it. */
export function findDate(text: string): { date: string; rest: string } | undefined {
  // The match is found on the digits-as-ASCII copy; both have the same length (one code unit per digit).
  const match = datePatterns().dateInside.exec(forMatching(text));
  if (!match) return undefined;
  const date = text.slice(match.index, match.index + match[0].length).trim();
  const rest = (text.slice(0, match.index) + " " + text.slice(match.index + match[0].length))
    .replace(/^[\s,·|•–—-]+|[\s,·|•–—-]+$/g, "")
    .replace(/\s+/g, " ");
  return { date, rest };
}

const emailSchema = z.email();
const urlSchema = z.url({ protocol: /^https?$/ });

const emailCandidate = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const urlCandidate =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(?:\/[^\s,;)]*)?/giu;
const phoneCandidate = /(?:\+|00|\()?\d[\d\s().-]{6,20}\d/g;

/** Email addresses in a text, each valid for the product's own validator. */
export function findEmails(text: string): string[] {
  return [...text.matchAll(emailCandidate)]
    .map((match) => match[0])
    .filter((value) => emailSchema.safeParse(value).success);
}

/**
 * Web addresses in a text (not email domains), as https URLs that validate, with the text as printed.
 */
export function findUrls(text: string): { printed: string; href: string }[] {
  const withoutEmails = text.replace(emailCandidate, " ");
  return (
    [...withoutEmails.matchAll(urlCandidate)]
      .map((match) => match[0].replace(/[.]+$/, ""))
      .filter(
        (printed) => /^https?:\/\//i.test(printed) || /^www\./i.test(printed) || /\.[a-z]{2,}(?:\/|$)/i.test(printed),
      )
      // "Node.js" and "1.9 s" read as domains; a web address has a known shape: scheme, www, a path or
      // a common top-level domain.
      .filter((printed) =>
        /^https?:\/\/|^www\.|\/|\.(?:com|org|net|dev|io|me|co|app|info|edu|gov|sa|ae|eg|uk|de|fr|es|ai|tech|site|online|page)$/i.test(
          printed,
        ),
      )
      .map((printed) => ({ printed, href: /^https?:\/\//i.test(printed) ? printed : `https://${printed}` }))
      .filter(({ href }) => urlSchema.safeParse(href).success)
  );
}

/** Phone numbers: 7 to 15 digits (E.164 allows 15) with the usual separators, any digit script. */
export function findPhones(text: string): string[] {
  const ascii = asciiDigits(text);
  const phones: string[] = [];
  for (const match of ascii.matchAll(phoneCandidate)) {
    const digits = match[0].replace(/\D/g, "");
    if (digits.length < 7 || digits.length > 15) continue;
    // A period ("2014 – 2018", "2019-2021") is not a phone number.
    if (/^(?:19|20)\d{2}\s*[-–.]\s*(?:19|20)\d{2}$/.test(match[0].trim())) continue;
    phones.push(text.slice(match.index, match.index + match[0].length).trim());
  }
  return phones;
}
