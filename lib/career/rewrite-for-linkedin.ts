import "server-only";
import { plainModelText } from "@/lib/ai/plain-model-text";
import { z } from "zod";
import { linkedInLimits, type LinkedInRequest, type LinkedInResult } from "@/core/career/linkedin";
import { findNewFacts } from "@/lib/ai/offline/facts";
import { generateAiObject } from "@/lib/ai/provider";
import { runAiOperation, type AiToolCall } from "@/lib/ai/run-ai-operation";
import { composeWords, languageForPrompt } from "./compose-words";
import { findCareerResume } from "./find-career-resume";
import {
  clipText,
  composeLinkedInOffline,
  linkedInFacts,
  resumeSourceText,
  type LinkedInFacts,
} from "./linkedin-offline";

// What the model answers: the three kinds of text within LinkedIn's limits, the jobs by their ids.
const modelSchema = z.object({
  headline: z.string().trim().min(1).max(linkedInLimits.headline),
  about: z.string().trim().min(1).max(linkedInLimits.about),
  experience: z.array(z.object({ id: z.string(), text: z.string().trim().max(linkedInLimits.experience) })).max(50),
});

const honesty =
  "Use only the facts given in JSON: never invent or change an employer, a job title, a date, a degree, a certificate, a number, " +
  "a metric, an achievement or a skill, and never claim experience in the target role that the facts do not show. " +
  "Where the facts are thin, write less rather than fill the gap.";

function prompt(facts: LinkedInFacts, language: string, targetRole: string | undefined) {
  return {
    system:
      "You write LinkedIn profile texts from a resume: a headline (at most 220 characters), an About section in the first " +
      "person (at most 2,600 characters) and, for each job, its description (at most 2,000 characters, bullets as lines " +
      `starting with "• "). Write in ${languageForPrompt(language)}, the resume's language, as plain text without ` +
      "markdown or emojis. " +
      (targetRole ? `Aim the texts at the role "${targetRole}", which the person is looking for. ` : "") +
      `${honesty} Answer one experience entry per job, with the job's id.`,
    prompt: JSON.stringify({ targetRole: targetRole ?? null, ...facts }),
  };
}

/**
 * POST /api/ai/linkedin-rewrite: a headline, an About text and one text per job of one of the
 * caller's resumes, in its language (LINKEDIN_REWRITE, 200 tokens, signed-in users). With a model
 * configured, the model writes them under the honesty rules; otherwise they are composed from the
 * resume's own data. Either way every text goes through the new-facts check.
 */
export async function rewriteForLinkedIn(input: AiToolCall<LinkedInRequest>): Promise<LinkedInResult> {
  const { actor, request } = input;
  const resume = await findCareerResume(actor, "LINKEDIN_REWRITE", request.resumeId);
  const language = resume.metadata.locale;
  const facts = linkedInFacts(resume);
  const words = await composeWords(language);
  const offline = composeLinkedInOffline(facts, words, request.targetRole);
  const run = await runAiOperation({
    actor,
    operation: "LINKEDIN_REWRITE",
    idempotencyKey: request.idempotencyKey,
    input: { resumeId: request.resumeId, facts, targetRole: request.targetRole ?? "", language },
    signal: input.signal,
    work: async ({ mode, signal }) => {
      if (mode === "offline") return offline;
      const { object } = await generateAiObject({
        operation: "LINKEDIN_REWRITE",
        schema: modelSchema,
        schemaName: "linkedin_texts",
        signal,
        ...prompt(facts, language, request.targetRole),
      });
      const byId = new Map(object.experience.map((entry) => [entry.id, plainModelText(entry.text)]));
      return {
        headline: clipText(plainModelText(object.headline), linkedInLimits.headline),
        about: clipText(plainModelText(object.about), linkedInLimits.about),
        // A job the model left out keeps the text composed from the resume.
        experience: offline.experience.map((job) => ({
          id: job.id,
          text: clipText(byId.get(job.id) || job.text, linkedInLimits.experience),
        })),
        notes: [],
      };
    },
  });
  // The fixed labels of the offline texts and the role the user typed are not facts to flag.
  const source = [
    resumeSourceText(resume),
    request.targetRole ?? "",
    words.t("linkedin.highlights"),
    words.t("linkedin.openTo", { role: "" }),
    words.t("linkedin.skills", { skills: "" }),
  ].join("\n");
  const checked = (text: string) => ({ text, newFacts: findNewFacts(source, text) });
  return {
    language,
    headline: checked(run.result.headline),
    about: checked(run.result.about),
    experience: run.result.experience.map((entry) => {
      const job = facts.experience.find((candidate) => candidate.id === entry.id);
      return { itemId: entry.id, position: job?.position ?? "", company: job?.company ?? "", ...checked(entry.text) };
    }),
    notes: run.result.notes,
    mode: run.mode,
    charged: run.charged,
    cost: run.cost,
    balance: run.balance,
  };
}
