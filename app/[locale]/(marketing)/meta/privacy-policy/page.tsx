import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { LegalPage, legalPageMetadata } from "@/components/marketing/legal-page";
import type { Locale } from "@/core/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalPageMetadata((await params).locale, "privacy");
}

// GET /meta/privacy-policy (and /privacy, redirected in next.config.mjs)
export default async function PrivacyPolicyPage({ params }: Props) {
  setRequestLocale((await params).locale);
  return <LegalPage document="privacy" />;
}
