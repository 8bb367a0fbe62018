import "server-only";
import { Dialect, LocalLinter, SuggestionKind, type Lint, type Suggestion } from "harper.js";
import { binary } from "harper.js/binary";
import { editTextNodes } from "./html-text";

// Spelling and grammar with Harper (harper.js, WebAssembly, offline): the text of the whole field is
// linted at once (so a sentence split by bold text is still one sentence), each lint's best
// suggestion is applied inside the text node it falls in, and every other character stays as it
// was. English only: Harper has no other language, so other languages come back unchanged with
// `supported: false`. Words that look like names (a capital or a digit) are never respelled: a
// company or a product the dictionary does not know is not a spelling mistake.

let linter: Promise<LocalLinter> | undefined;

/** One linter per process, set up on first use (compiling the WebAssembly takes a moment). */
export function harperLinter(): Promise<LocalLinter> {
  linter ??= (async () => {
    const instance = new LocalLinter({ binary, dialect: Dialect.American });
    await instance.setup();
    return instance;
  })().catch((error: unknown) => {
    linter = undefined;
    throw error;
  });
  return linter;
}

export function isEnglish(language: string): boolean {
  return /^en\b/i.test(language);
}

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

/** Harper's first suggestion, except for spelling, where the closest word (no split, most shared letters) wins. */
function bestSuggestion(lint: Lint): Suggestion | undefined {
  const problem = lint.get_problem_text();
  // Splitting one word in two ("reprots" → "rep rots") is never the likelier fix of a typo.
  const suggestions = lint
    .suggestions()
    .filter((suggestion) => /\s/.test(problem) || !/\s/.test(suggestion.get_replacement_text().trim()));
  if (lint.lint_kind() !== "Spelling" || suggestions.length < 2) return suggestions[0];
  const score = (suggestion: Suggestion) => {
    const text = suggestion.get_replacement_text();
    return shared(problem, text) - Math.abs(text.length - problem.length) / 2 - (/\s/.test(text) ? 2 : 0);
  };
  return suggestions.reduce((best, suggestion) => (score(suggestion) > score(best) ? suggestion : best));
}

export type TextEdit = { start: number; end: number; text: string };

function editOf(lint: Lint): TextEdit | undefined {
  if (lint.lint_kind() === "Spelling" && looksLikeName(lint.get_problem_text())) return undefined;
  const suggestion = bestSuggestion(lint);
  if (!suggestion) return undefined;
  const span = lint.span();
  switch (suggestion.kind()) {
    case SuggestionKind.Replace:
      return { start: span.start, end: span.end, text: suggestion.get_replacement_text() };
    case SuggestionKind.Remove:
      return { start: span.start, end: span.end, text: "" };
    case SuggestionKind.InsertAfter:
      return { start: span.end, end: span.end, text: suggestion.get_replacement_text() };
    default:
      return undefined;
  }
}

/** The edits for a text, in Unicode code points (Harper's unit), last first, none overlapping. */
export async function grammarEdits(text: string): Promise<TextEdit[]> {
  const lints = await (await harperLinter()).lint(text, { language: "plaintext", dedup: false });
  const edits = lints
    .map(editOf)
    .filter((edit): edit is TextEdit => edit !== undefined)
    .sort((a, b) => b.start - a.start);
  const kept: TextEdit[] = [];
  let limit = Infinity;
  for (const edit of edits) {
    if (edit.end > limit) continue;
    kept.push(edit);
    limit = edit.start;
  }
  return kept;
}

/** Fixes spelling and grammar in rich text (HTML) or plain text. */
export async function fixGrammarOffline(
  html: string,
  language: string,
): Promise<{ text: string; fixes: number; supported: boolean }> {
  if (!isEnglish(language)) return { text: html, fixes: 0, supported: false };
  const { text, applied } = await editTextNodes(html, grammarEdits);
  return { text, fixes: applied, supported: true };
}
