import "server-only";
import { plainModelText } from "@/lib/ai/plain-model-text";
import { z } from "zod";
import {
  boosterMaxSuggestions,
  type BoosterRequest,
  type BoosterResult,
  type BoosterSuggestion,
} from "@/core/career/booster";
import { aiMode, generateAiObject } from "@/lib/ai/provider";
import { ownerOf, runAiOperation, type AiToolCall } from "@/lib/ai/run-ai-operation";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { boostOffline, findWeakBullets, newFactsOf, type WeakBullet } from "./booster-offline";
import { composeWords, languageForPrompt } from "./compose-words";
import { findCareerResume } from "./find-career-resume";

// What the model answers: a rewrite per bullet it can improve, by the bullet's id.
const modelSchema = z.object({
  rewrites: z.array(z.object({ id: z.string(), after: z.string().trim().min(1).max(600) })).max(boosterMaxSuggestions),
});

const reasonWords: Record<WeakBullet["reasons"][number], string> = {
  noActionVerb: "does not open with an action verb",
  passive: "passive or duty wording (responsible for …)",
  filler: "filler or wordy phrases",
  tooLong: "over 30 words",
  noResult: "no measurable result",
};

function prompt(bullets: WeakBullet[], language: string, jobDescription: string | undefined) {
  return {
    system:
      "You rewrite weak bullets of a resume's jobs and projects. Each rewrite opens with a strong past-tense action " +
      "verb, is active, drops filler, stays under 30 words and shows the result of the work. " +
      `Write in ${languageForPrompt(language)}, the resume's language, as plain text without markdown. ` +
      "Use only the facts of the bullet itself: never invent or change a name, an employer, a date, a number, a " +
      "metric, a tool or a skill. Where a result, number or scale is missing, write a bracketed placeholder such as " +
      "[number]% or [result] for the person to fill in; never a made-up figure. " +
      (jobDescription
        ? "A job description is given for context: use its wording only where the bullet's own facts support it, and never claim what it asks for. "
        : "") +
      "Answer one rewrite per bullet you can improve, with the bullet's id; leave out a bullet you cannot improve.",
    prompt: JSON.stringify({
      bullets: bullets.map((bullet, index) => ({
        id: `b${index + 1}`,
        text: bullet.text,
        weaknesses: bullet.reasons.map((reason) => reasonWords[reason]),
      })),
      jobDescription: jobDescription || null,
    }),
  };
}

/** A model's rewrite as plain text on one line: a stray tag, markdown emphasis or bullet mark removed. */
const plain = (text: string) =>
  plainModelText(text)
    .replace(/^\s*[•*-]\s+/, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * POST /api/ai/booster: concrete rewrites of the weak bullets of one of the caller's resumes
 * (BOOSTER, 200 tokens, signed-in users), the weakest ten first. With a model configured, the model
 * rewrites them under the honesty rules (a bullet it leaves out keeps the offline rewrite, if any);
 * otherwise the writing rules do, with a placeholder for a missing result. Every rewrite goes
 * through the new-facts check against its bullet. A resume without a weak bullet costs nothing;
 * any failure after the charge refunds it.
 */
export async function boostBullets(input: AiToolCall<BoosterRequest>): Promise<BoosterResult> {
  const { actor, request } = input;
  const resume = await findCareerResume(actor, "BOOSTER", request.resumeId);
  const language = resume.metadata.locale;
  const weak = findWeakBullets(resume);
  // Nothing weak (or no bullets at all): nothing to rewrite, and nothing is charged.
  if (weak.length === 0)
    return {
      language,
      suggestions: [],
      leftAsIs: 0,
      mode: aiMode(),
      charged: false,
      cost: 0,
      balance: await getTokenBalance(ownerOf(actor)),
    };
  const placeholder = (await composeWords(language)).t("booster.resultPlaceholder");
  const offline = weak.map((bullet) => boostOffline(bullet, language, placeholder));
  const run = await runAiOperation({
    actor,
    operation: "BOOSTER",
    idempotencyKey: request.idempotencyKey,
    input: {
      resumeId: request.resumeId,
      bullets: weak.map((bullet) => [bullet.itemId, bullet.text]),
      jobDescription: request.jobDescription ?? "",
      language,
    },
    signal: input.signal,
    work: async ({ mode, signal }) => {
      if (mode === "offline") return offline;
      const asked = weak.slice(0, boosterMaxSuggestions);
      const { object } = await generateAiObject({
        operation: "BOOSTER",
        schema: modelSchema,
        schemaName: "bullet_rewrites",
        signal,
        ...prompt(asked, language, request.jobDescription),
      });
      const byId = new Map(object.rewrites.map((rewrite) => [rewrite.id, plain(rewrite.after)]));
      // A bullet the model left out (or gave back unchanged) keeps the offline rewrite.
      return weak.map((bullet, index) => {
        const after = byId.get(`b${index + 1}`);
        return after && after !== bullet.text ? after : (offline[index] ?? null);
      });
    },
  });
  const suggestions: BoosterSuggestion[] = [];
  weak.forEach((bullet, index) => {
    const after = run.result[index];
    if (!after || suggestions.length >= boosterMaxSuggestions) return;
    suggestions.push({
      itemId: bullet.itemId,
      section: bullet.section,
      before: bullet.text,
      after,
      reasons: bullet.reasons,
      newFacts: newFactsOf(bullet.text, after, placeholder),
    });
  });
  return {
    language,
    suggestions,
    leftAsIs: weak.length - suggestions.length,
    mode: run.mode,
    charged: run.charged,
    cost: run.cost,
    balance: run.balance,
  };
}
