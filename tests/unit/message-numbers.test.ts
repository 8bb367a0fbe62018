import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { readLocaleMessages } from "@/tests/support/locale-messages";
import { locales } from "@/core/i18n/locales";

// One digit system per locale (issue 25, item 4): next-intl prints a plain ICU argument `{count}` with
// String(value), so in ar-SA or fa-IR a number passed that way shows Western digits beside the
// Arabic-Indic digits of `{count, number}` and plural `#`. Every number in a message goes through the
// locale's number format, and a percentage through the locale's percent format (٨٠٪ in Arabic, %80 in
// Turkish), never a number glued to a literal percent sign.

/** Argument names that the callers pass numbers to, wherever they appear. */
const numericNames = [
  "count",
  "total",
  "found",
  "required",
  "score",
  "matched",
  "limit",
  "cost",
  "remaining",
  "average",
  "max",
  "tokens",
  "words",
  "readable",
  "long",
  "page",
  "pages",
  "number",
  "percent",
  "value",
  "weight",
];

/** Every element of a message, the branches of plurals and selects and the children of tags included. */
function* elementsOf(elements: MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const element of elements) {
    yield element;
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) yield* elementsOf(option.value);
    if (element.type === TYPE.tag) yield* elementsOf(element.children);
  }
}

/** The arguments a message formats as numbers (`{x, number}`, or the variable of a plural). */
function numberArguments(message: string) {
  const names = new Set<string>();
  for (const element of elementsOf(parse(message)))
    if (element.type === TYPE.number || element.type === TYPE.plural) names.add(element.value);
  return names;
}

/** Plain `{x}` arguments of a message, where a plural's or a select's own variable does not count. */
function plainArguments(message: string) {
  const names = new Set<string>();
  for (const element of elementsOf(parse(message))) if (element.type === TYPE.argument) names.add(element.value);
  return names;
}

/** Number arguments written beside a literal percent sign ("{score}%", "%{value, number}"). */
function gluedPercents(message: string) {
  const found: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    elements.forEach((element, index) => {
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type !== TYPE.number && element.type !== TYPE.argument) return;
      const before = elements[index - 1];
      const after = elements[index + 1];
      const glued =
        (before?.type === TYPE.literal && /[%٪]\s?$/.test(before.value)) ||
        (after?.type === TYPE.literal && /^\s?[%٪]/.test(after.value));
      if (glued) found.push(element.value);
    });
  };
  walk(parse(message));
  return found;
}

/** Western digits written into a message's own text, outside code-like tokens (A4, H1, PDF/A, v2). */
function literalDigits(message: string) {
  const found: string[] = [];
  for (const element of elementsOf(parse(message)))
    if (element.type === TYPE.literal)
      for (const token of element.value.split(/\s+/))
        if (/[0-9]/.test(token) && !/[A-Za-z@/]/.test(token)) found.push(token);
  return found;
}

// Written in Western digits on purpose: what the user types, in the form other software reads
// (an international phone number, a date that applicant-tracking systems understand).
const westernOnPurpose = new Set([
  "builderBasics.fields.phonePlaceholder",
  "analysis.suggestions.fixDates.description",
  "analysis.formatting.formatDates.title",
  "careerTools.trajectory.notes.undatedRoles",
]);

/** Locales whose numbers are not written in Western digits (ar-SA: Arabic-Indic, fa-IR: Persian). */
const nativeDigitLocales = locales.filter(
  (locale) => new Intl.NumberFormat(locale).resolvedOptions().numberingSystem !== "latn",
);

const english = readLocaleMessages("en-US");

describe("numbers in messages", () => {
  it("the en-US numbers the issue found are formatted (a check of the checks below)", () => {
    expect(numberArguments(english.get("careerTools.linkedin.characters")!)).toEqual(new Set(["count", "max"]));
    expect(numberArguments(english.get("pricing.plan.freeTemplates")!)).toEqual(new Set(["count"]));
    expect(english.get("builder.preview.percent")).toBe("{value, number, ::percent}");
    expect(plainArguments("{count} of {total, number}")).toEqual(new Set(["count"]));
    expect(gluedPercents("Fit ({score, number}%)")).toEqual(["score"]);
    expect(gluedPercents("%{score}")).toEqual(["score"]);
    expect(gluedPercents("{score, number, ::percent}")).toEqual([]);
  });

  it.each(locales)("%s: no argument with a numeric name is printed plain", (locale) => {
    const plain = [...readLocaleMessages(locale)].flatMap(([key, message]) =>
      [...plainArguments(message)].filter((name) => numericNames.includes(name)).map((name) => `${key} {${name}}`),
    );
    expect(plain).toEqual([]);
  });

  it.each(locales)("%s: what en-US formats as a number is a number here too", (locale) => {
    const translated = readLocaleMessages(locale);
    const plain = [...english].flatMap(([key, source]) => {
      const plainHere = plainArguments(translated.get(key) ?? "");
      return [...numberArguments(source)].filter((name) => plainHere.has(name)).map((name) => `${key} {${name}}`);
    });
    expect(plain).toEqual([]);
  });

  it("knows which locales write their own digits", () => {
    expect(nativeDigitLocales).toEqual(expect.arrayContaining(["ar-SA", "fa-IR"]));
    expect(literalDigits("Analyze (100 tokens), A4, H1")).toEqual(["(100"]);
  });

  it.each(nativeDigitLocales)("%s: no Western digit is written into the text of a message", (locale) => {
    const written = [...readLocaleMessages(locale)].flatMap(([key, message]) =>
      westernOnPurpose.has(key) ? [] : literalDigits(message).map((token) => `${key}: ${token}`),
    );
    expect(written).toEqual([]);
  });

  it.each(locales)("%s: percentages use the locale's percent format, not a literal sign", (locale) => {
    const glued = [...readLocaleMessages(locale)].flatMap(([key, message]) =>
      gluedPercents(message).map((name) => `${key} {${name}}`),
    );
    expect(glued).toEqual([]);
  });
});
