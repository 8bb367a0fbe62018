import { setRequestLocale } from "next-intl/server";
import { LegalPage } from "@/components/marketing/legal-page";
import { indexableMetadataOf } from "@/components/site/page-metadata";
import type { Locale } from "@/core/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = indexableMetadataOf("/meta/terms-of-use", "legal.terms");

// GET /meta/terms-of-use (and /terms, redirected in next.config.mjs)
export default async function TermsOfUsePage({ params }: Props) {
  setRequestLocale((await params).locale);
  return <LegalPage document="terms" />;
}
