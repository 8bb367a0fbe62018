import "server-only";
import { sanitizeRichText, isSanitizedRichTextEmpty } from "@/core/templates/sanitize-html";
import { AppError } from "@/core/errors";
import { findNewFacts, type NewFact } from "./offline/facts";
import { fixGrammarOffline, isEnglish } from "./offline/grammar";
import { textOf } from "./offline/html-text";
import type { Tone } from "./offline/rules";
import { changeToneOffline, improveWritingOffline, ruleLanguage } from "./offline/rewrite";
import { generateAiText, aiMode, type AiMode } from "./provider";
import { runAiOperation, type AiActor } from "./run-ai-operation";

// Improve writing, fix spelling and grammar, change tone (spec §2 "AI helper bar", §7, §9 costs 10,
// 5, 10): the model when one is configured, the offline engine otherwise; the result is sanitised
// rich text, with the facts it names that the input did not (shown beside the diff).

export type WritingKind = "improve" | "fix" | "tone";

export type WritingHelpResult = {
  text: string;
  mode: AiMode;
  newFacts: NewFact[];
  /** Why an offline result may be thin: "english_only" (grammar), "limited_language" (no rules for it). */
  note?: "english_only" | "limited_language";
  charged: boolean;
  cost: number;
  balance: number | null;
};

const operations = { improve: "IMPROVE_WRITING", fix: "FIX_SPELLING_GRAMMAR", tone: "CHANGE_TONE" } as const;

const honesty =
  "Keep every fact exactly as given: never add, remove or change an employer, a name, a date, a degree, a number or a skill. " +
  "The text is HTML from a rich-text editor: keep every tag as it is and change only the words between them. " +
  "Answer with the rewritten HTML only, no comments, no code fences.";

function systemPrompt(kind: WritingKind, language: string, tone?: Tone): string {
  const task =
    kind === "fix"
      ? "Correct the spelling, grammar and punctuation of the user's resume text, changing nothing else."
      : kind === "improve"
        ? "Improve the user's resume text: clearer, more concise, strong action verbs, no filler."
        : `Rewrite the user's resume text in a ${tone} tone.`;
  return `You edit resumes. ${task} Write in the text's language (${language}). ${honesty}`;
}

export async function runWritingHelp(input: {
  actor: AiActor;
  kind: WritingKind;
  text: string;
  language: string;
  tone?: Tone;
  idempotencyKey: string;
  signal?: AbortSignal;
}): Promise<WritingHelpResult> {
  const before = sanitizeRichText(input.text);
  if (isSanitizedRichTextEmpty(before)) throw new AppError("ValidationFailed", { fields: { text: ["empty"] } });

  // Offline grammar is English only: say so without charging for an unchanged text.
  if (input.kind === "fix" && aiMode() === "offline" && !isEnglish(input.language))
    return {
      text: before,
      mode: "offline",
      newFacts: [],
      note: "english_only",
      charged: false,
      cost: 0,
      balance: null,
    };

  const { result, charged, cost, balance, mode } = await runAiOperation({
    actor: input.actor,
    operation: operations[input.kind],
    idempotencyKey: input.idempotencyKey,
    input: { kind: input.kind, text: before, language: input.language, tone: input.tone ?? null },
    signal: input.signal,
    work: async ({ mode, signal }) => {
      if (mode === "model") {
        const { text } = await generateAiText({
          operation: operations[input.kind],
          system: systemPrompt(input.kind, input.language, input.tone),
          prompt: before,
          signal,
        });
        return sanitizeRichText(text.replace(/^```(?:html)?\s*|\s*```$/g, ""));
      }
      if (input.kind === "fix") return sanitizeRichText((await fixGrammarOffline(before, input.language)).text);
      if (input.kind === "improve") return sanitizeRichText((await improveWritingOffline(before, input.language)).text);
      return sanitizeRichText((await changeToneOffline(before, input.tone ?? "professional", input.language)).text);
    },
  });
  const note =
    mode === "offline" && input.kind !== "fix" && !ruleLanguage(input.language) ? "limited_language" : undefined;
  return {
    text: result,
    mode,
    newFacts: findNewFacts(textOf(before), textOf(result)),
    ...(note ? { note } : {}),
    charged,
    cost,
    balance,
  };
}
