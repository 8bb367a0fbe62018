import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PricingPage } from "@/components/pricing/pricing-page";
import { pricingTabOf } from "@/components/pricing/pricing-types";
import { indexablePageMetadata } from "@/components/site/page-metadata";
import { getCurrentUser } from "@/lib/auth/session";
import { getPricingCatalog } from "@/lib/billing/pricing-catalog";
import type { Locale } from "@/core/i18n/locales";
import { resumeTemplateNames } from "@/core/resume/schema";
import { getFreeTemplates } from "@/lib/templates/get-free-templates";
import { tokenCosts } from "@/lib/tokens/token-costs";

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ tab?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "pricing.metadata" });
  return indexablePageMetadata({ locale, path: "/pricing", title: t("title"), description: t("description") });
}

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
