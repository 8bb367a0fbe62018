import "server-only";
import { z } from "zod";
import { locales } from "@/core/i18n/locales";

/*
 * What a line of a resume is, by validated patterns: a period ("Mar 2021 – Present", "2019 - 2021",
 * "يناير 2021 – حتى الآن"), an email address, a phone number, a web address. Month names come from
 * the runtime's ICU data (Intl) for every product language, Gregorian calendar, long and short forms,
 * plus the Levantine Arabic names; digits of any script are read as 0-9 for matching only.
 */

const monthNames = (() => {
  const names = new Set<string>();
  const tags = [...locales.map((locale) => `${locale}-u-ca-gregory`), "ar-SY-u-ca-gregory", "ar-IQ-u-ca-gregory"];
  for (const tag of tags)
    for (const month of ["long", "short"] as const) {
      const format = new Intl.DateTimeFormat(tag, { month, timeZone: "UTC" });
      for (let index = 0; index < 12; index += 1)
        names.add(
          format
            .format(new Date(Date.UTC(2020, index, 15)))
            .toLowerCase()
            .replace(/\.$/, ""),
        );
    }
  for (const english of ["sept", "june", "july"]) names.add(english);
  return [...names].filter((name) => !/^\d+$/.test(name)).sort((a, b) => b.length - a.length);
})();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const month = `(?:${monthNames.map(escape).join("|")})\\.?`;
const year = "(?:19|20)\\d{2}";
const numericDate = `(?:\\d{1,2}[/.]${year}|${year}[-/.]\\d{1,2}(?:[-/.]\\d{1,2})?|\\d{1,2}[/.]\\d{1,2}[/.]${year})`;
const oneDate = `(?:(?:${month}\\s*,?\\s*)?${year}(?:\\s*年\\s*\\d{1,2}\\s*月)?|${numericDate}|${year}\\s*年(?:\\s*\\d{1,2}\\s*月)?)`;
const present = [
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
].sort((a, b) => b.length - a.length);
const presentPattern = `(?:${present.map(escape).join("|")})`;
const separator = "\\s*(?:[-–—~―]|to|bis|à|a|al|até|tot|till|до|–|إلى|الى|حتى|تا|עד|から|至|부터|~)\\s*";
const range = `(?:${oneDate}(?:${separator}(?:${oneDate}|${presentPattern}))?|${presentPattern})`;

const wholeDate = new RegExp(`^(?:${range})$`, "iu");
const dateInside = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${oneDate}(?:${separator}(?:${oneDate}|${presentPattern}))?)(?![\\p{L}\\p{N}])`,
  "iu",
);

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

/** Whether the whole text is a date or a period. */
export function isDate(text: string): boolean {
  const value = asciiDigits(text.trim()).replace(/[()]/g, "").replace(/\s+/g, " ");
  return value !== "" && wholeDate.test(value);
}

/** A period inside a longer text ("Austin, TX · 2019 – 2021"), with what is left around it. */
export function findDate(text: string): { date: string; rest: string } | undefined {
  // The match is found on the digits-as-ASCII copy; both have the same length (one code unit per digit).
  const match = dateInside.exec(asciiDigits(text));
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
