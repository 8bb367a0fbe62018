import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalPage } from "@/components/marketing/legal-page";
import { indexablePageMetadata } from "@/components/site/page-metadata";
import type { Locale } from "@/core/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "legal.terms" });
  return indexablePageMetadata({
    locale,
    path: "/meta/terms-of-use",
    title: t("title"),
    description: t("description"),
  });
}

// GET /meta/terms-of-use (and /terms, redirected in next.config.mjs)
export default async function TermsOfUsePage({ params }: Props) {
  setRequestLocale((await params).locale);
  return <LegalPage document="terms" />;
}
