import "server-only";
import { mapTextNodes } from "./html-text";
import { improveRules, toneRules, type Rule, type Tone } from "./rules";

// Improve writing and change tone, offline: the reviewed word swaps of rules.ts, then spacing,
// punctuation and capitals. Rich text keeps its markup (each text node is rewritten on its own).

type RuleLanguage = "en" | "ar";

export function ruleLanguage(language: string): RuleLanguage | undefined {
  if (/^en\b/i.test(language)) return "en";
  if (/^ar\b/i.test(language)) return "ar";
  return undefined;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Keeps the matched text's opening capital ("In order to" → "To"). */
function matchCase(found: string, replacement: string): string {
  if (!replacement) return replacement;
  const first = found.charAt(0);
  return first !== first.toLowerCase() && first === first.toUpperCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

function compile(rules: readonly Rule[]): { pattern: RegExp; to: string }[] {
  return rules.map(([from, to]) => {
    const body = escape(from.trim());
    // Word rules match whole words; punctuation rules match the mark itself.
    const bounded = /^[\p{L}]/u.test(from.trim()) ? `(?<![\\p{L}\\p{Nd}])${body}(?![\\p{L}\\p{Nd}])` : body;
    const trailing = from.endsWith(" ") ? "\\s+" : "";
    const leading = from.startsWith(" ") ? "\\s+" : "";
    // A removed word that opened a sentence hands its capital to the next word ("Very good" → "Good").
    const next = to === "" && trailing ? "(\\p{Ll})?" : "";
    return { pattern: new RegExp(`${leading}${bounded}${trailing}${next}`, "giu"), to };
  });
}

const compiled = new Map<readonly Rule[], { pattern: RegExp; to: string }[]>();

function applyRules(text: string, rules: readonly Rule[]): string {
  let patterns = compiled.get(rules);
  if (!patterns) compiled.set(rules, (patterns = compile(rules)));
  let out = text;
  for (const { pattern, to } of patterns)
    out = out.replace(pattern, (found: string, next?: string) =>
      typeof next === "string" ? matchCase(found, next) : matchCase(found, to),
    );
  return out;
}

/** Spacing and punctuation: one space between words, none before a mark, a capital opening a sentence. */
function tidy(text: string, language: RuleLanguage | undefined): string {
  let out = text
    .replace(/[ \t]{2,}/g, " ")
    .replace(/(\S)[ \t]+([,.;:!?،؛؟])/g, "$1$2")
    // After a full stop that ends a word of three or more letters (not "e.g." or "etc.").
    .replace(/(\p{L}{3,})([.!?])(\s+)(\p{Ll})/gu, (whole, word: string, mark: string, space: string, letter: string) =>
      /^(?:etc|approx|incl|vs)$/i.test(word) ? whole : `${word}${mark}${space}${letter.toUpperCase()}`,
    );
  if (language === "ar")
    out = out.replace(/(\p{Script=Arabic})[ \t]*,[ \t]*/gu, "$1، ").replace(/(\p{Script=Arabic})\?/gu, "$1؟");
  return out;
}

function keepEdges(original: string, rewritten: string): string {
  // A text node's own leading and trailing spaces separate it from its neighbours: keep them.
  const lead = original.match(/^\s*/)?.[0] ?? "";
  const trail = original.match(/\s*$/)?.[0] ?? "";
  return lead + rewritten.trim() + trail;
}

export function improveText(text: string, language: string): string {
  const lang = ruleLanguage(language);
  const swapped = lang ? applyRules(text, improveRules[lang]) : text;
  return keepEdges(text, tidy(swapped, lang));
}

export function changeToneText(text: string, tone: Tone, language: string): string {
  const lang = ruleLanguage(language);
  const swapped = lang ? applyRules(text, toneRules[lang][tone]) : text;
  return keepEdges(text, tidy(swapped, lang));
}

export async function improveWritingOffline(html: string, language: string) {
  return {
    text: await mapTextNodes(html, (segment) => improveText(segment, language)),
    supported: ruleLanguage(language) !== undefined,
  };
}

export async function changeToneOffline(html: string, tone: Tone, language: string) {
  return {
    text: await mapTextNodes(html, (segment) => changeToneText(segment, tone, language)),
    supported: ruleLanguage(language) !== undefined,
  };
}
