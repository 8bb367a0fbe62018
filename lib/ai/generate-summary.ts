import "server-only";
import { parseResumeDataTolerant, type ResumeData } from "@/core/resume/schema";
import { sanitizeRichText } from "@/core/templates/sanitize-html";
import type { GuestSession } from "@/lib/db/generated/client";
import { getGuestResume } from "@/lib/guest/get-guest-resume";
import { findOwnedResume } from "@/lib/resume/find-owned-resume";
import { AppError } from "@/core/errors";
import { findNewFacts, type NewFact } from "./offline/facts";
import { textOf } from "./offline/html-text";
import { composeSummaryOffline, summaryFacts, type SummaryFacts } from "./offline/summary";
import { generateAiText, type AiMode } from "./provider";
import { runAiOperation, type AiActor } from "./run-ai-operation";

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

export async function generateSummary(input: {
  actor: AiActor;
  guest: GuestSession | null;
  jobTitle: string;
  language: string;
  resumeId?: string;
  idempotencyKey: string;
  signal?: AbortSignal;
}): Promise<GenerateSummaryResult> {
  const data = await resumeDataFor(input.actor, input.guest, input.resumeId);
  const facts = summaryFacts(data, input.jobTitle);
  let languageFallback = false;
  const run = await runAiOperation({
    actor: input.actor,
    operation: "SUMMARY_GENERATION",
    idempotencyKey: input.idempotencyKey,
    input: { facts, language: input.language },
    signal: input.signal,
    work: async ({ mode, signal }) => {
      if (mode === "model") {
        const { text } = await generateAiText({
          operation: "SUMMARY_GENERATION",
          ...prompt(facts, input.language),
          signal,
        });
        const html = /<p[\s>]/i.test(text)
          ? text
          : text
              .split(/\n{2,}/)
              .map((block) => `<p>${block}</p>`)
              .join("");
        return sanitizeRichText(html);
      }
      const offline = composeSummaryOffline(data, input.jobTitle, input.language);
      languageFallback = offline.languageFallback;
      return offline.text;
    },
  });
  return {
    text: run.result,
    mode: run.mode,
    newFacts: findNewFacts(sourceText(facts), textOf(run.result)),
    languageFallback,
    charged: run.charged,
    cost: run.cost,
    balance: run.balance,
  };
}
