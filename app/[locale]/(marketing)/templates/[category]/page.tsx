import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { TemplateGallery } from "@/components/template-gallery/template-gallery";
import { indexablePageMetadata } from "@/components/site/page-metadata";
import { getCurrentUser } from "@/lib/auth/session";
import type { Locale } from "@/core/i18n/locales";
import { templateCategories, type TemplateCategory } from "@/core/templates/catalog";

type Props = { params: Promise<{ locale: Locale; category: string }> };

function asCategory(value: string): TemplateCategory | null {
  return (templateCategories as readonly string[]).includes(value) ? (value as TemplateCategory) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category: requested } = await params;
  const category = asCategory(requested);
  if (!category) return {};
  const [t, catalog] = await Promise.all([
    getTranslations({ locale, namespace: "templateGallery.metadata" }),
    getTranslations({ locale, namespace: "templateCatalog" }),
  ]);
  const label = catalog(`categories.${category}`);
  const title = t("categoryTitle", { category: label });
  return indexablePageMetadata({
    locale,
    path: `/templates/${category}`,
    title,
    description: t("categoryDescription", { category: label }),
  });
}

// GET /templates/{category} - the gallery filtered to professional, creative, modern or minimal
export default async function TemplateCategoryPage({ params }: Props) {
  const { locale, category: requested } = await params;
  const category = asCategory(requested);
  if (!category) notFound();
  setRequestLocale(locale);
  return <TemplateGallery category={category} isSignedIn={Boolean(await getCurrentUser())} />;
}
