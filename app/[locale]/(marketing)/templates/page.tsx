import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { TemplateGallery } from "@/components/template-gallery/template-gallery";
import { indexablePageMetadata } from "@/components/site/page-metadata";
import { getCurrentUser } from "@/lib/auth/session";
import type { Locale } from "@/core/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "templateGallery.metadata" });
  return indexablePageMetadata({
    locale,
    path: "/templates",
    title: t("title"),
    description: t("description"),
  });
}

// GET /templates - the template gallery
export default async function TemplatesPage({ params }: Props) {
  setRequestLocale((await params).locale);
  return <TemplateGallery isSignedIn={Boolean(await getCurrentUser())} />;
}
