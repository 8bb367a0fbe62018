import "server-only";
import { parseResumeDataTolerant, type ResumeData } from "@/core/resume/schema";
import { sanitizeRichText } from "@/core/templates/sanitize-html";
import type { GuestSession } from "@/lib/db/generated/client";
import { getGuestResume } from "@/lib/guest/get-guest-resume";
import { findOwnedResume } from "@/lib/resume/find-owned-resume";
import { AppError } from "@/core/errors";
import { errorResponse } from "@/lib/http/route";
import { findNewFacts, type NewFact } from "./offline/facts";
import { textOf } from "./offline/html-text";
import { composeSummaryOffline, summaryFacts, type SummaryFacts } from "./offline/summary";
import { streamAiText, type AiMode } from "./provider";
import { runAiStreamOperation, type AiActor } from "./run-ai-operation";

// The builder's generate-summary dialog (spec §2, §4; SUMMARY_GENERATION, 40 tokens): 4 to 6
// sentences in the resume's language from the user's own resume data and the job title typed.

export type GenerateSummaryResult = {
  text: string;
  mode: AiMode;
  newFacts: NewFact[];
  /** The offline engine has no template in this language and wrote English. */
  languageFallback: boolean;
  charged: boolean;
  cost: number;
  balance: number;
};

async function resumeDataFor(actor: AiActor, guest: GuestSession | null, resumeId: string | undefined) {
  if ("user" in actor) {
    if (!resumeId) return parseResumeDataTolerant({}).data;
    return parseResumeDataTolerant((await findOwnedResume(actor.user.id, resumeId)).data).data;
  }
  const resume = guest ? getGuestResume(guest) : null;
  if (resumeId && resume?.id !== resumeId) throw new AppError("ResumeNotFound");
  return (resume?.data as ResumeData | undefined) ?? parseResumeDataTolerant({}).data;
}

/** The facts the summary may use, as the text the fact check compares against. */
function sourceText(facts: SummaryFacts): string {
  return [
    facts.jobTitle,
    facts.headline,
    facts.years,
    ...facts.roles.flatMap((role) => [role.position, role.company]),
    ...facts.skills,
    facts.education?.studyType,
    facts.education?.area,
    facts.education?.institution,
  ]
    .filter(Boolean)
    .join(". ");
}

function prompt(facts: SummaryFacts, language: string): { system: string; prompt: string } {
  return {
    system:
      `You write the professional summary of a resume: 4 to 6 sentences, in the language ${language}, ` +
      "aimed at the job title given. Use only the facts given in JSON: never invent an employer, a date, a degree, " +
      "a number or a skill. Where a fact a sentence needs is missing, write a placeholder in square brackets, such as [Company]. " +
      "Answer with the summary text only.",
    prompt: JSON.stringify(facts),
  };
}

type SummaryInput = {
  actor: AiActor;
  guest: GuestSession | null;
  jobTitle: string;
  language: string;
  resumeId?: string;
  idempotencyKey: string;
  signal?: AbortSignal;
};

/** A model's plain-text summary as rich text: its paragraphs, sanitised like every rich text. */
function summaryHtml(text: string): string {
  const html = /<p[\s>]/i.test(text)
    ? text
    : text
        .split(/\n{2,}/)
        .map((block) => `<p>${block}</p>`)
        .join("");
  return sanitizeRichText(html);
}

/** The summary as one answer: the stream of `startSummaryStream` read to its end. */
export async function generateSummary(input: SummaryInput): Promise<GenerateSummaryResult> {
  return (await startSummaryStream(input)).finish();
}

export type SummaryStreamEvent =
  /** Text as it is written (plain text; the offline engine writes it all at once). */
  | { type: "delta"; text: string }
  | ({ type: "done" } & GenerateSummaryResult)
  | { type: "error"; error: { code: string; message: string; details?: Record<string, unknown> } };

/**
 * The same summary with its text streamed as the model writes it. The checks and the charge happen
 * here, before anything streams, so a refusal is a plain JSON error; `pump` then sends the pieces and
 * the result. A stream that breaks, or a client that goes away (the request's signal), is refunded.
 */
export async function startSummaryStream(input: SummaryInput) {
  const data = await resumeDataFor(input.actor, input.guest, input.resumeId);
  const facts = summaryFacts(data, input.jobTitle);
  let languageFallback = false;
  const run = await runAiStreamOperation({
    actor: input.actor,
    operation: "SUMMARY_GENERATION",
    idempotencyKey: input.idempotencyKey,
    input: { facts, language: input.language },
    signal: input.signal,
    work: async ({ mode, signal }) => {
      if (mode === "model")
        return (await streamAiText({ operation: "SUMMARY_GENERATION", ...prompt(facts, input.language), signal }))
          .textStream;
      const offline = composeSummaryOffline(data, input.jobTitle, input.language);
      languageFallback = offline.languageFallback;
      return (async function* () {
        yield offline.text;
      })();
    },
  });

  /** Reads the text to its end, each piece to `onPiece` (plain text); throws, refunded, when it breaks. */
  async function finish(onPiece?: (text: string) => void): Promise<GenerateSummaryResult> {
    let written = "";
    for await (const piece of run.textStream) {
      written += piece;
      onPiece?.(run.mode === "model" ? piece : textOf(piece));
    }
    const text = run.mode === "model" ? summaryHtml(written) : written;
    return {
      text,
      mode: run.mode,
      newFacts: findNewFacts(sourceText(facts), textOf(text)),
      languageFallback,
      charged: run.charged,
      cost: run.cost,
      balance: run.balance,
    };
  }

  async function pump(emit: (event: SummaryStreamEvent) => void): Promise<void> {
    try {
      const result = await finish((text) => emit({ type: "delta", text }));
      emit({ type: "done", ...result });
    } catch (error) {
      // Already refunded by runAiStreamOperation; the client hears why, in the error catalogue's words.
      if (!(error instanceof AppError)) console.error("summary stream failed", error);
      const body = (await errorResponse(error).json()) as {
        error: Extract<SummaryStreamEvent, { type: "error" }>["error"];
      };
      emit({ type: "error", error: body.error });
    }
  }
  return { finish, pump };
}
