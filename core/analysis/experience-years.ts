import { normalizeText } from "./normalize";

/*
 * Years of experience from the periods the user wrote on their jobs ("Mar 2021 - Present",
 * "2019-03 - 2022-06", "01/2018 – 12/2020", "مارس 2019 - حتى الآن"). Overlapping jobs count once.
 * A period the analyzer cannot read counts nothing (it never guesses a date).
 */

/** The months in Arabic as written in resumes, normalised (normalizeText): the Egyptian/Gulf names and the Levantine ones. */
export const arabicMonthNames: readonly (readonly string[])[] = [
  ["يناير", "فبراير", "مارس", "ابريل", "مايو", "يونيو", "يوليو", "اغسطس", "سبتمبر", "اكتوبر", "نوفمبر", "ديسمبر"],
  [
    "كانون الثاني",
    "شباط",
    "اذار",
    "نيسان",
    "ايار",
    "حزيران",
    "تموز",
    "اب",
    "ايلول",
    "تشرين الاول",
    "تشرين الثاني",
    "كانون الاول",
  ],
];

const monthNames: Record<string, number> = {};
const monthLists = [
  ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"],
  [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
  ],
  ...arabicMonthNames,
];
for (const list of monthLists) list.forEach((name, index) => (monthNames[normalizeText(name)] = index));
monthNames.sept = 8;

/** An end date that means "still there", in English or Arabic (on normalised text). */
export const presentPattern = /\b(?:present|current|currently|now|today|ongoing)\b|الان|الحالي|حاليا|للان/;
const rangeSeparator = /\s+[-–—]\s+|\s*[–—]\s*|\s+(?:to|until|till|الي|حتي)\s+/;

/** Months since year 0 (year * 12 + month index) of one end of a period, or null. */
function parseEnd(text: string, now: Date): number | null {
  const value = text.trim();
  if (presentPattern.test(value)) return now.getUTCFullYear() * 12 + now.getUTCMonth();
  const iso = /\b((?:19|20)\d{2})[-/.](\d{1,2})\b/.exec(value);
  if (iso) return Number(iso[1]) * 12 + Math.min(11, Math.max(0, Number(iso[2]) - 1));
  const numeric = /\b(\d{1,2})[-/.]((?:19|20)\d{2})\b/.exec(value);
  if (numeric) return Number(numeric[2]) * 12 + Math.min(11, Math.max(0, Number(numeric[1]) - 1));
  const year = /\b((?:19|20)\d{2})\b/.exec(value) ?? /((?:19|20)\d{2})/.exec(value);
  if (!year) return null;
  const before = value.slice(0, year.index).trim();
  const named = Object.keys(monthNames)
    .filter((name) => before.endsWith(name))
    .sort((a, b) => b.length - a.length)[0];
  if (named !== undefined) return Number(year[1]) * 12 + (monthNames[named] ?? 0);
  return Number(year[1]) * 12;
}

export type Period = { start: number; end: number };

/** The period a date text stands for, or null when it cannot be read. */
export function parsePeriod(dateText: string, now: Date): Period | null {
  const text = normalizeText(dateText);
  if (!text.trim()) return null;
  const parts = text.split(rangeSeparator).filter((part) => part.trim() !== "");
  const start = parts[0] === undefined ? null : parseEnd(parts[0], now);
  if (start === null) return null;
  // "2019 -" with nothing after reads as ongoing; a single date is a point, not a period.
  const openEnded = /[-–—]\s*$/.test(text) && parts.length === 1;
  const end = parts[1] !== undefined ? parseEnd(parts[1], now) : openEnded ? parseEnd("present", now) : start;
  if (end === null || end < start) return null;
  return { start, end };
}

/** Total months covered by the periods, overlaps counted once. */
export function coveredMonths(periods: readonly Period[]): number {
  const sorted = [...periods].sort((a, b) => a.start - b.start);
  let total = 0;
  let current: Period | null = null;
  for (const period of sorted) {
    if (current && period.start <= current.end) {
      current = { start: current.start, end: Math.max(current.end, period.end) };
    } else {
      if (current) total += current.end - current.start;
      current = { ...period };
    }
  }
  if (current) total += current.end - current.start;
  return total;
}
