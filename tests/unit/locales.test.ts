import { readdirSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { readLocaleMessages } from "@/tests/support/locale-messages";
import { locales, menuLocales, nativeNames } from "@/core/i18n/locales";

// Every locale is a complete, real translation: same keys as en-US, same placeholders, valid ICU.

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    )
      into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
    if (element.type === TYPE.tag) placeholders(element.children, into);
  }
  return into;
}

const english = readLocaleMessages("en-US");

describe("messages", () => {
  it("has a folder for each of the 22 locales and nothing else", () => {
    expect(readdirSync(path.join(process.cwd(), "messages")).sort()).toEqual([...locales].sort());
  });

  it.each(locales.filter((locale) => locale !== "en-US"))(
    "%s has every en-US key, the same placeholders, and no extra keys",
    (locale) => {
      const translated = readLocaleMessages(locale);
      const missing = [...english.keys()].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      for (const [key, source] of english) {
        const expected = [...placeholders(parse(source))].sort();
        expect([...placeholders(parse(translated.get(key)!))].sort(), `${locale} ${key}`).toEqual(expected);
      }
    },
  );

  it.each(locales.filter((locale) => locale !== "en-US"))("%s is translated, not copied from English", (locale) => {
    const translated = readLocaleMessages(locale);
    const copied = [...english].filter(
      ([key, value]) => translated.get(key) === value && /[a-z]{4,}/i.test(value) && !/^Vitae/.test(value),
    );
    // Brand names and codes may stay as they are; whole sentences may not. An argument ("{number, number}")
    // counts as one word.
    const words = (value: string) => value.replace(/\{[^{}]*\}/g, "{}").split(" ").length;
    expect(copied.filter(([, value]) => words(value) > 2)).toEqual([]);
  });
});

describe("the language menu", () => {
  it("pins en-US, zh-CN, de-DE, es-ES, ar-SA first and sorts the rest by native name", () => {
    expect(menuLocales.slice(0, 5)).toEqual(["en-US", "zh-CN", "de-DE", "es-ES", "ar-SA"]);
    expect(new Set(menuLocales)).toEqual(new Set(locales));
    expect(menuLocales).toHaveLength(22);
    const rest = menuLocales.slice(5);
    expect(rest).toEqual([...rest].sort((a, b) => nativeNames[a].localeCompare(nativeNames[b], "en")));
  });
});
