import type { ResumeTemplateName } from "@/core/resume/schema";
import {
  getTemplateCatalogEntry,
  type ExperienceLevel,
  type Industry,
  type VisualComplexity,
} from "@/core/templates/catalog";
import {
  recommendationInputFor,
  recommendTemplates,
  type RecommendationInput,
  type RecommendationReason,
  type RecommendationSource,
  type TemplateRecommendation,
} from "@/core/templates/recommend-templates";

/*
 * The template recommendation card (builder design panel, generator result): the best templates for
 * a resume, each with its confidence and the reasons in words. A reason code alone says little
 * ("experienceMatch"), so each becomes the key of a sentence that names what matched: the industry,
 * the level, how much design the layout carries (messages/<locale>/templateRecommendation.json,
 * under "reasons").
 */

export type ReasonSentence =
  | `industry.${Exclude<Industry, "general">}`
  | "industryGeneral"
  | `level.${ExperienceLevel}`
  | "styleMatch"
  | `complexity.${VisualComplexity}`;

export type TemplateSuggestion = {
  template: ResumeTemplateName;
  confidence: TemplateRecommendation["confidence"];
  reasons: ReasonSentence[];
};

/** The card shows three: enough to compare, few enough to read. */
export const suggestionCount = 3;

function sentenceOf(
  reason: RecommendationReason,
  input: RecommendationInput,
  complexity: VisualComplexity,
): ReasonSentence | null {
  switch (reason) {
    case "industryMatch":
      return input.industry && input.industry !== "general" ? `industry.${input.industry}` : null;
    case "industryGeneral":
      return "industryGeneral";
    case "experienceMatch":
      return input.experienceLevel ? `level.${input.experienceLevel}` : null;
    case "styleMatch":
      return "styleMatch";
    case "complexityMatch":
      return `complexity.${complexity}`;
  }
}

/** The sentences for a recommendation's reasons, in the scoring's order (strongest first). */
export function reasonSentences(recommendation: TemplateRecommendation, input: RecommendationInput): ReasonSentence[] {
  const { visualComplexity } = getTemplateCatalogEntry(recommendation.templateName).profile;
  return recommendation.reasons.flatMap((reason) => sentenceOf(reason, input, visualComplexity) ?? []);
}

/** The best templates for a resume (its guessed industry and its level), best first, with their reasons. */
export function suggestTemplatesForResume(
  data: RecommendationSource,
  count: number = suggestionCount,
): TemplateSuggestion[] {
  const input = recommendationInputFor(data);
  return recommendTemplates(input)
    .slice(0, count)
    .map((recommendation) => ({
      template: recommendation.templateName,
      confidence: recommendation.confidence,
      reasons: reasonSentences(recommendation, input),
    }));
}
