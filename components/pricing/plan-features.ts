import type { PricingPlan } from "./pricing-types";

/** What a plan card and the comparison table say about a plan, as yes/no, from the catalogue. */
export type PlanFeatures = {
  premiumTemplates: boolean;
  watermark: boolean;
  publicSharing: boolean;
  pdfIncluded: boolean;
  wordIncluded: boolean;
};

export function planFeatures(plan: PricingPlan): PlanFeatures {
  return {
    premiumTemplates: plan.premiumTemplates,
    watermark: plan.watermark,
    publicSharing: plan.publicSharing,
    pdfIncluded: plan.pdfExport === "included",
    wordIncluded: plan.wordExport === "included",
  };
}
