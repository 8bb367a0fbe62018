import { setRequestLocale } from "next-intl/server";
import { FaqPage } from "@/components/marketing/faq-page";
import { indexableMetadataOf } from "@/components/site/page-metadata";
import type { Locale } from "@/core/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = indexableMetadataOf("/faq", "faq.metadata");

// GET /faq - short answers about plans, tokens, guests, languages, formats and privacy
export default async function FaqRoute({ params }: Props) {
  setRequestLocale((await params).locale);
  return <FaqPage />;
}
