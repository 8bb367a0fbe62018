import type { ResumeData } from "@/core/resume/schema";
import {
  templateCatalog,
  type ExperienceLevel,
  type Industry,
  type TemplateCatalogEntry,
  type TemplateStyle,
  type VisualComplexity,
} from "@/core/templates/catalog";

/*
 * Template recommendation of spec §7, scored locally: industry match +40 (+20 for a template that
 * suits any industry), experience level +30, style +20 (+10 otherwise), complexity +10;
 * confidence high at 70 or more, medium at 50 or more; the five best are returned.
 */

export type RecommendationInput = {
  industry?: Industry;
  experienceLevel?: ExperienceLevel;
  style?: TemplateStyle;
  complexity?: VisualComplexity;
};

/** Why a template scored; `reasonSentences` (template-suggestions.ts) turns them into the sentences shown. */
export type RecommendationReason =
  "industryMatch" | "industryGeneral" | "experienceMatch" | "styleMatch" | "complexityMatch";

/** Palette names are keys the interface translates (templateCatalog.palettes.<name>). */
export type ColorPalette = { name: string; primary: string; background: string; text: string; description: string };

export type TemplateRecommendation = {
  templateName: TemplateCatalogEntry["name"];
  score: number;
  reasons: RecommendationReason[];
  colorPalette: ColorPalette;
  confidence: "low" | "medium" | "high";
};

export const recommendationCount = 5;

/** What the resume-based input reads: the headline and the jobs (the whole ResumeData fits). */
export type RecommendationSource = {
  basics: Pick<ResumeData["basics"], "headline">;
  sections: { experience: Pick<ResumeData["sections"]["experience"], "items"> };
};

const conservativeIndustries: readonly Industry[] = ["finance", "legal", "government", "healthcare"];
const expressiveIndustries: readonly Industry[] = ["design", "media", "marketing"];

/** The visual complexity an industry reads best in, when the user states no preference. */
export function preferredComplexity(industry: Industry | undefined): VisualComplexity {
  if (industry && conservativeIndustries.includes(industry)) return "low";
  if (industry && expressiveIndustries.includes(industry)) return "high";
  return "medium";
}

const industryPalettes: Partial<Record<Industry, Omit<ColorPalette, "description"> & { family: string }>> = {
  finance: { name: "trustNavy", family: "blue", primary: "#1e3a8a", background: "#ffffff", text: "#111827" },
  legal: { name: "classicBurgundy", family: "red", primary: "#7f1d1d", background: "#ffffff", text: "#1c1917" },
  healthcare: { name: "calmTeal", family: "teal", primary: "#0f766e", background: "#ffffff", text: "#0f172a" },
  technology: { name: "focusBlue", family: "blue", primary: "#2563eb", background: "#ffffff", text: "#0f172a" },
  design: { name: "studioRose", family: "pink", primary: "#db2777", background: "#ffffff", text: "#18181b" },
  marketing: { name: "energeticOrange", family: "orange", primary: "#ea580c", background: "#ffffff", text: "#1c1917" },
  education: { name: "scholarGreen", family: "green", primary: "#15803d", background: "#ffffff", text: "#14231a" },
  hospitality: { name: "warmGold", family: "gold", primary: "#a16207", background: "#ffffff", text: "#1c1917" },
  media: { name: "boldViolet", family: "purple", primary: "#7c3aed", background: "#ffffff", text: "#1e1b2e" },
};

function paletteFor(entry: TemplateCatalogEntry, industry: Industry | undefined): ColorPalette {
  const palette = industry ? industryPalettes[industry] : undefined;
  if (palette && entry.profile.colorCompatibility.includes(palette.family)) {
    const { family: _family, ...colors } = palette;
    return { ...colors, description: `${palette.name}Description` };
  }
  return { name: "templateDefault", ...entry.theme, description: "templateDefaultDescription" };
}

export function scoreTemplate(
  entry: TemplateCatalogEntry,
  input: RecommendationInput,
): Pick<TemplateRecommendation, "score" | "reasons"> {
  const { profile } = entry;
  const reasons: RecommendationReason[] = [];
  let score = 0;
  if (input.industry && input.industry !== "general" && profile.industries.includes(input.industry)) {
    score += 40;
    reasons.push("industryMatch");
  } else if (profile.industries.includes("general")) {
    score += 20;
    reasons.push("industryGeneral");
  }
  if (input.experienceLevel && profile.experienceLevel.includes(input.experienceLevel)) {
    score += 30;
    reasons.push("experienceMatch");
  }
  if (input.style && profile.style === input.style) {
    score += 20;
    reasons.push("styleMatch");
  } else {
    score += 10;
  }
  if (profile.visualComplexity === (input.complexity ?? preferredComplexity(input.industry))) {
    score += 10;
    reasons.push("complexityMatch");
  }
  return { score, reasons };
}

export function confidenceOf(score: number): TemplateRecommendation["confidence"] {
  if (score >= 70) return "high";
  if (score >= 50) return "medium";
  return "low";
}

/** The five best templates for the input, best first; ties keep the catalogue's order. */
export function recommendTemplates(
  input: RecommendationInput,
  catalog: readonly TemplateCatalogEntry[] = templateCatalog,
): TemplateRecommendation[] {
  return catalog
    .map((entry, index) => ({ entry, index, ...scoreTemplate(entry, input) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, recommendationCount)
    .map(({ entry, score, reasons }) => ({
      templateName: entry.name,
      score,
      reasons,
      colorPalette: paletteFor(entry, input.industry),
      confidence: confidenceOf(score),
    }));
}

/** Spec §5: years of experience are estimated as twice the number of jobs listed. */
export function experienceLevelOf(data: Pick<RecommendationSource, "sections">): ExperienceLevel {
  const years = data.sections.experience.items.filter((item) => item.visible).length * 2;
  if (years < 2) return "entry";
  if (years <= 4) return "mid";
  if (years <= 9) return "senior";
  return "executive";
}

const industryKeywords: [Industry, RegExp][] = [
  [
    "technology",
    /\b(software|developer|engineer(?:ing)? manager|devops|data scien|frontend|backend|full[- ]?stack|cloud|it |programmer|sre)\b/i,
  ],
  ["finance", /\b(account|auditor|finance|financial|bank|investment|analyst|cpa|controller|treasury)|محاسب|مالي/i],
  ["healthcare", /\b(nurse|doctor|physician|medical|clinical|pharmac|health|therap)|طبيب|ممرض/i],
  ["education", /\b(teacher|lecturer|professor|tutor|education|school)|معلم|أستاذ/i],
  ["legal", /\b(lawyer|attorney|legal|paralegal|counsel)|محامي|قانوني/i],
  ["design", /\b(designer|ux|ui|illustrator|art director|creative director)|مصمم/i],
  ["marketing", /\b(marketing|brand|seo|content|social media|growth)|تسويق/i],
  ["sales", /\b(sales|account executive|business development)|مبيعات/i],
  ["engineering", /\b(mechanical|civil|electrical|chemical|structural) engineer|مهندس/i],
  ["hospitality", /\b(hotel|chef|hospitality|restaurant|tourism)|فندق/i],
];

/** A best guess of the industry from the headline and job titles; undefined when nothing matches. */
export function guessIndustry(data: RecommendationSource): Industry | undefined {
  const text = [data.basics.headline, ...data.sections.experience.items.map((item) => item.position)].join(" \n ");
  return industryKeywords.find(([, pattern]) => pattern.test(text))?.[0];
}

/** The input for a resume: its own experience level and guessed industry unless given. */
export function recommendationInputFor(
  data: RecommendationSource,
  input: RecommendationInput = {},
): RecommendationInput {
  return {
    ...input,
    industry: input.industry ?? guessIndustry(data),
    experienceLevel: input.experienceLevel ?? experienceLevelOf(data),
  };
}

/** Recommendations for a resume: its own experience level and guessed industry unless given. */
export function recommendTemplatesForResume(
  data: RecommendationSource,
  input: RecommendationInput = {},
): TemplateRecommendation[] {
  return recommendTemplates(recommendationInputFor(data, input));
}
