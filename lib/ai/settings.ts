import "server-only";
import { config } from "@/lib/config";
import type { TokenOperation } from "@/lib/tokens/token-costs";

// Per-operation model settings (spec §7, DECISIONS.md "AI models"): which model class, how many
// tokens the answer may use and how creative it may be. Model names are configuration
// (AI_MODEL_FAST / AI_MODEL_SMART), never hard-coded. An AI operation is named by its ledger
// operation, so the name that charges is the name that picks the settings.

export type AiModelClass = "fast" | "smart";

export type AiSettings = {
  model: AiModelClass;
  /** The answer's limit, sent as max_tokens. */
  maxTokens: number;
  temperature: number;
};

/** Every operation that calls a model (the exports are not AI operations). */
export type AiOperation = Exclude<TokenOperation, "PDF_EXPORT" | "WORD_EXPORT">;

export const aiSettings: Readonly<Record<AiOperation, AiSettings>> = Object.freeze({
  // Writing help, spec §7: grammar 500 / 0.1, improve 800 / 0.3, tone 600 / 0.5 on the fast model.
  FIX_SPELLING_GRAMMAR: { model: "fast", maxTokens: 500, temperature: 0.1 },
  IMPROVE_WRITING: { model: "fast", maxTokens: 800, temperature: 0.3 },
  CHANGE_TONE: { model: "fast", maxTokens: 600, temperature: 0.5 },
  // Summaries, spec §7: the smart model, 1000 / 0.7 (the builder's dialog and the generator's).
  SUMMARY_GENERATION: { model: "smart", maxTokens: 1000, temperature: 0.7 },
  AI_SUMMARY: { model: "smart", maxTokens: 1000, temperature: 0.7 },
  // Large documents and reasoning (spec §7: "conversation and large documents", "complex reasoning").
  RESUME_GENERATION: { model: "smart", maxTokens: 4000, temperature: 0.7 },
  COVER_LETTER: { model: "smart", maxTokens: 1500, temperature: 0.7 },
  LINKEDIN_REWRITE: { model: "smart", maxTokens: 2000, temperature: 0.6 },
  LOCALIZATION: { model: "smart", maxTokens: 4000, temperature: 0.3 },
  ADVANCED_RESUME_ANALYSIS: { model: "smart", maxTokens: 2000, temperature: 0.2 },
  ANALYTICS: { model: "smart", maxTokens: 2000, temperature: 0.2 },
  JOB_FIT_SCORE: { model: "smart", maxTokens: 1500, temperature: 0.2 },
  BOOSTER: { model: "smart", maxTokens: 2000, temperature: 0.5 },
  TRAJECTORY: { model: "smart", maxTokens: 1500, temperature: 0.4 },
  // Reading a job page into fields: extraction, not writing.
  AI_URL_JOB_DETAILS: { model: "fast", maxTokens: 1500, temperature: 0.1 },
});

/** The operation's settings, with a caller's overrides, and the configured model id for its class. */
export function settingsFor(
  operation: AiOperation,
  overrides: Partial<AiSettings> = {},
): AiSettings & { modelId: string } {
  const settings = { ...aiSettings[operation], ...overrides };
  return { ...settings, modelId: settings.model === "smart" ? config.AI_MODEL_SMART : config.AI_MODEL_FAST };
}
