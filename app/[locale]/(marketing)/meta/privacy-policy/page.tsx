import { setRequestLocale } from "next-intl/server";
import { LegalPage } from "@/components/marketing/legal-page";
import { indexableMetadataOf } from "@/components/site/page-metadata";
import type { Locale } from "@/core/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = indexableMetadataOf("/meta/privacy-policy", "legal.privacy");

// GET /meta/privacy-policy (and /privacy, redirected in next.config.mjs)
export default async function PrivacyPolicyPage({ params }: Props) {
  setRequestLocale((await params).locale);
  return <LegalPage document="privacy" />;
}
