import { setRequestLocale } from "next-intl/server";
import { PricingPage } from "@/components/pricing/pricing-page";
import { pricingTabOf } from "@/components/pricing/pricing-types";
import { indexableMetadataOf } from "@/components/site/page-metadata";
import { getCurrentUser } from "@/lib/auth/session";
import { getPricingCatalog } from "@/lib/billing/pricing-catalog";
import type { Locale } from "@/core/i18n/locales";
import { resumeTemplateNames } from "@/core/resume/schema";
import { getFreeTemplates } from "@/lib/templates/get-free-templates";
import { tokenCosts } from "@/lib/tokens/token-costs";

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ tab?: string | string[] }> };

export const generateMetadata = indexableMetadataOf("/pricing", "pricing.metadata");

// GET /pricing?tab=plans|tokens - plans and token packs, server-rendered in every locale
export default async function PricingRoute({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  const [{ tab }, user, catalog] = await Promise.all([searchParams, getCurrentUser(), getPricingCatalog()]);
  return (
    <PricingPage
      catalog={catalog}
      viewer={user ? { isSignedIn: true, tier: user.subscriptionTier } : { isSignedIn: false }}
      costs={tokenCosts}
      initialTab={pricingTabOf(tab)}
      templateCounts={{ all: resumeTemplateNames.length, free: getFreeTemplates().length }}
    />
  );
}
