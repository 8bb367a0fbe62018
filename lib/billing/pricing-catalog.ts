import "server-only";
import { config } from "@/lib/config";
import type { SubscriptionTier } from "@/lib/db";
import { permissionsFor } from "@/lib/plans/permissions";
import { paymentsEnabled } from "./payments-enabled";
import { getTokenPacks } from "./token-packs";

// What /pricing shows and what checkout sells, from configuration only (DECISIONS.md "Plans shown on
// /pricing"). The plan features come from the same permission table the server enforces, so the page
// cannot promise what the server refuses.

export type PlanTier = SubscriptionTier;

export type CatalogPlan = {
  tier: PlanTier;
  /** In `currency`'s major unit per `period`; null = on request (ENTERPRISE). */
  price: number | null;
  monthlyTokens: number;
  resumeLimit: number;
  premiumTemplates: boolean;
  watermark: boolean;
  publicSharing: boolean;
  /** "free_templates_tokens": free templates only, PDF_EXPORT tokens each; "included": every template, no charge. */
  pdfExport: "free_templates_tokens" | "included";
  /** "tokens": WORD_EXPORT tokens each; "included": no charge. */
  wordExport: "tokens" | "included";
  /** Checkout can sell it now (payments on and a Stripe price id configured). */
  purchasable: boolean;
};

export type CatalogTokenPack = { id: string; tokens: number; price: number };

export type PricingCatalog = {
  paymentsEnabled: boolean;
  currency: string;
  period: "month" | "year";
  plans: CatalogPlan[];
  tokenPacks: CatalogTokenPack[];
};

/** The Stripe price of a plan checkout sells; FREE and ENTERPRISE (on request) have none. */
export function stripePriceOf(tier: PlanTier): string | undefined {
  if (tier === "BASIC") return config.STRIPE_PRICE_BASIC;
  if (tier === "PROFESSIONAL") return config.STRIPE_PRICE_PROFESSIONAL;
  return undefined;
}

function priceOf(tier: PlanTier): number | null {
  if (tier === "FREE") return 0;
  if (tier === "BASIC") return config.PLAN_PRICE_BASIC;
  if (tier === "PROFESSIONAL") return config.PLAN_PRICE_PROFESSIONAL;
  return null;
}

const tiers: readonly PlanTier[] = ["FREE", "BASIC", "PROFESSIONAL", "ENTERPRISE"];

export function getPricingCatalog(): PricingCatalog {
  const enabled = paymentsEnabled();
  return {
    paymentsEnabled: enabled,
    currency: config.PLAN_CURRENCY,
    period: config.PLAN_PERIOD,
    plans: tiers.map((tier) => {
      const permissions = permissionsFor(tier);
      return {
        tier,
        price: priceOf(tier),
        monthlyTokens: permissions.monthlyTokenAllowance,
        resumeLimit: permissions.resumeLimit,
        premiumTemplates: permissions.premiumTemplates,
        watermark: permissions.watermark,
        publicSharing: permissions.sharePublicly,
        pdfExport: permissions.exportsChargeTokens ? "free_templates_tokens" : "included",
        wordExport: permissions.exportsChargeTokens ? "tokens" : "included",
        purchasable: enabled && Boolean(stripePriceOf(tier)),
      };
    }),
    tokenPacks: getTokenPacks().map(({ id, tokens, price }) => ({ id, tokens, price })),
  };
}
