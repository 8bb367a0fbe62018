import "server-only";
import { Dialect, LocalLinter, type Lint } from "harper.js";
import { binary } from "harper.js/binary";
import { isEnglish, toGrammarLint } from "@/core/ai/grammar/harper-lints";
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

export { isEnglish };

export type TextEdit = { start: number; end: number; text: string };

/** The edit of a lint's best suggestion, if it has one we apply. */
function editOf(lint: Lint): TextEdit | undefined {
  const data = toGrammarLint(lint);
  const best = data?.suggestions[0];
  if (!data || !best) return undefined;
  switch (best.kind) {
    case "replace":
      return { start: data.start, end: data.end, text: best.text };
    case "remove":
      return { start: data.start, end: data.end, text: "" };
    case "insert-after":
      return { start: data.end, end: data.end, text: best.text };
  }
}

/** The edits for a text, in UTF-16 units (Harper's spans, as harper.js reports them), last first, none overlapping. */
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
