import { Dialect, SuggestionKind, type Lint } from "harper.js";
export { isEnglish } from "./english";

// Harper's lints as plain data, and the rules that choose among its suggestions: one place for the
// server's "fix spelling and grammar" (lib/ai/offline/grammar.ts) and the editor's instant marks
// (client/grammar). Offsets are UTF-16 units, as harper.js reports spans (an emoji counts two).

export type LintSuggestion = { kind: "replace" | "remove" | "insert-after"; text: string };

export type GrammarLint = {
  /** UTF-16 offsets into the linted text. */
  start: number;
  end: number;
  /** Harper's category: "Spelling", "Grammar", "Capitalization", "Punctuation", "Repetition", ... */
  kind: string;
  /** Harper's explanation (English: Harper checks English only). */
  message: string;
  problem: string;
  /** Best first (rankSuggestions). */
  suggestions: LintSuggestion[];
};

const suggestionKinds: Record<number, LintSuggestion["kind"] | undefined> = {
  [SuggestionKind.Replace]: "replace",
  [SuggestionKind.Remove]: "remove",
  [SuggestionKind.InsertAfter]: "insert-after",
};

/** The dialect Harper checks for a resume's locale: en-GB British, en-AU Australian, and so on; else American. */
export function dialectOf(locale: string): Dialect {
  const region = /^en-([A-Z]{2})$/i.exec(locale)?.[1]?.toUpperCase();
  switch (region) {
    case "GB":
    case "IE":
      return Dialect.British;
    case "AU":
    case "NZ":
      return Dialect.Australian;
    case "CA":
      return Dialect.Canadian;
    case "IN":
      return Dialect.Indian;
    default:
      return Dialect.American;
  }
}

/** A capital or a digit: a company or a product the dictionary does not know is not a spelling mistake. */
function looksLikeName(word: string): boolean {
  return /\p{Lu}|\p{Nd}/u.test(word);
}

/** Letters two words share (as multisets): "reprots" is closer to "reports" than to "rep rots". */
function shared(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const letter of a.toLowerCase()) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  let common = 0;
  for (const letter of b.toLowerCase()) {
    const left = counts.get(letter) ?? 0;
    if (left === 0) continue;
    counts.set(letter, left - 1);
    common++;
  }
  return common;
}

/**
 * Harper's suggestions, likeliest first: splitting one word in two ("reprots" → "rep rots") is never
 * the likelier fix of a typo, and for spelling the closest word (most shared letters, nearest length)
 * comes first. The order is otherwise Harper's.
 */
function rankSuggestions(problem: string, kind: string, suggestions: LintSuggestion[]): LintSuggestion[] {
  const kept = suggestions.filter((suggestion) => /\s/.test(problem) || !/\s/.test(suggestion.text.trim()));
  if (kind !== "Spelling" || kept.length < 2) return kept;
  const score = (suggestion: LintSuggestion) =>
    shared(problem, suggestion.text) -
    Math.abs(suggestion.text.length - problem.length) / 2 -
    (/\s/.test(suggestion.text) ? 2 : 0);
  return kept
    .map((suggestion, index) => ({ suggestion, index, score: score(suggestion) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.suggestion);
}

/**
 * A Harper lint as data with its suggestions ranked, or undefined for one we do not report: the
 * spelling of what looks like a name.
 */
export function toGrammarLint(lint: Lint): GrammarLint | undefined {
  const problem = lint.get_problem_text();
  const kind = lint.lint_kind();
  if (kind === "Spelling" && looksLikeName(problem)) return undefined;
  const span = lint.span();
  const suggestions = lint.suggestions().flatMap((suggestion): LintSuggestion[] => {
    const suggestionKind = suggestionKinds[suggestion.kind()];
    return suggestionKind ? [{ kind: suggestionKind, text: suggestion.get_replacement_text() }] : [];
  });
  return {
    start: span.start,
    end: span.end,
    kind,
    message: lint.message(),
    problem,
    suggestions: rankSuggestions(problem, kind, suggestions),
  };
}
