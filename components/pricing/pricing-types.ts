import type { CatalogPlan, CatalogTokenPack, PricingCatalog } from "@/lib/billing/pricing-catalog";
import type { TokenOperation } from "@/lib/tokens/token-costs";

// What the pricing page renders, as the server hands it over: the configured catalogue (lib/billing)
// and the server's own cost table (lib/tokens), so the page never restates a price or a cost.

export type { PricingCatalog };
export type PricingPlan = CatalogPlan;
export type TokenPack = CatalogTokenPack;
export type TokenCostTable = Readonly<Record<TokenOperation, number>>;

export const pricingTabs = ["plans", "tokens"] as const;
export type PricingTab = (typeof pricingTabs)[number];

/** ?tab=tokens opens the token packs (spec accounts §2); anything else the plans. */
export function pricingTabOf(value: string | string[] | undefined): PricingTab {
  return value === "tokens" ? "tokens" : "plans";
}

/** Who is looking: a visitor signs up; a signed-in user sees their plan and, with payments on, checkout. */
export type PricingViewer = { isSignedIn: false } | { isSignedIn: true; tier: PricingPlan["tier"] };

/** What the server hands the pricing page and each plan card: the catalogue, who looks, the costs, the template counts. */
export type PricingData = {
  catalog: PricingCatalog;
  viewer: PricingViewer;
  costs: TokenCostTable;
  templateCounts: { all: number; free: number };
};
