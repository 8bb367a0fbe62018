import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FaqPage } from "@/components/marketing/faq-page";
import { indexablePageMetadata } from "@/components/site/page-metadata";
import type { Locale } from "@/core/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "faq.metadata" });
  return indexablePageMetadata({ locale, path: "/faq", title: t("title"), description: t("description") });
}

// GET /faq - short answers about plans, tokens, guests, languages, formats and privacy
export default async function FaqRoute({ params }: Props) {
  setRequestLocale((await params).locale);
  return <FaqPage />;
}
