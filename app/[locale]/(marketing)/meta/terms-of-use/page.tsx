import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { LegalPage, legalPageMetadata } from "@/components/marketing/legal-page";
import type { Locale } from "@/core/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalPageMetadata((await params).locale, "terms");
}

// GET /meta/terms-of-use (and /terms, redirected in next.config.mjs)
export default async function TermsOfUsePage({ params }: Props) {
  setRequestLocale((await params).locale);
  return <LegalPage document="terms" />;
}
