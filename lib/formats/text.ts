import "server-only";
/** Plain text (JSON Resume, Reactive Resume v3, LinkedIn) as the rich text the builder edits: one paragraph per line. */
export function plainTextToHtml(text: string, bullets: string[] = []): string {
  // Text becomes a text node: the three characters HTML reads as markup are escaped (the result is
  // sanitised again with every edit, in validateResumeData).
  const escape = (line: string) => line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const paragraphs = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => `<p>${escape(line)}</p>`);
  const list = bullets
    .filter((bullet) => bullet.trim() !== "")
    .map((bullet) => `<li><p>${escape(bullet.trim())}</p></li>`);
  return paragraphs.join("") + (list.length > 0 ? `<ul>${list.join("")}</ul>` : "");
}

/** A period as the builder shows it: "2019-03 - Present"; an open end reads Present, nothing gives "". */
export function formatPeriod(start: string, end: string): string {
  if (start === "" && end === "") return "";
  if (start === "") return end;
  return `${start} - ${end === "" ? "Present" : end}`;
}

/** The builder's period text split back into its ends ("Present" and a missing end give ""). */
export function splitPeriod(period: string): { start: string; end: string } {
  const [start = "", end = ""] = period.split(/\s+[-–—]\s+/, 2).map((part) => part.trim());
  return { start, end: /^present$/i.test(end) ? "" : end };
}

/** A string field of an unknown record, trimmed; anything else reads as "". */
export function readText(record: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
    if (typeof value === "number") return String(value);
  }
  return "";
}

/**
 * An address as people write it: "example.com/me" gets https:// so that it validates; anything
 * else is left for validation to accept or name.
 */
export function readUrl(record: Record<string, unknown>, ...keys: string[]): string {
  const value = readText(record, ...keys);
  return /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(value) ? `https://${value}` : value;
}

/** An address record as one line: its parts in the order people write them, joined with commas. */
export function readAddress(location: Record<string, unknown>, countryKey: "country" | "countryCode"): string {
  return ["address", "city", "region", "postalCode", countryKey]
    .map((key) => readText(location, key))
    .filter((part) => part !== "")
    .join(", ");
}

export function readStrings(value: unknown): string[] {
  return Array.isArray(value)
    ? value
        .filter((entry): entry is string => typeof entry === "string" && entry.trim() !== "")
        .map((entry) => entry.trim())
    : [];
}

export function readRecords(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter(
        (entry): entry is Record<string, unknown> =>
          typeof entry === "object" && entry !== null && !Array.isArray(entry),
      )
    : [];
}

/** Proficiency words as the builder's 0-5 level (0 = not rated). */
export function levelFromWords(words: string): number {
  const value = words.toLowerCase();
  if (/native|bilingual|master|expert|mother/.test(value)) return 5;
  if (/fluent|full professional|advanced|proficient/.test(value)) return 4;
  if (/professional working|intermediate|conversational/.test(value)) return 3;
  if (/limited|elementary|basic/.test(value)) return 2;
  if (/beginner|novice/.test(value)) return 1;
  return 0;
}
