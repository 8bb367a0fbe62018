import "server-only";
import { getTranslations } from "next-intl/server";
import { templateDisplayName } from "@/components/template-gallery/template-display-name";
import { config } from "@/lib/config";
import { defaultLocale, type Locale } from "@/core/i18n/locales";
import { templateCatalog, templatesInCategory, type TemplateCategory } from "@/core/templates/catalog";
import { OgCard, TemplateSheets } from "./og-card";
import { ogImageResponse } from "./og-image";

async function texts(locale: Locale, category: TemplateCategory | null) {
  const [gallery, catalog] = await Promise.all([
    getTranslations({ locale, namespace: "templateGallery.metadata" }),
    getTranslations({ locale, namespace: "templateCatalog" }),
  ]);
  if (!category) return { title: gallery("title"), subtitle: gallery("description") };
  const label = catalog(`categories.${category}`);
  return {
    title: gallery("categoryTitle", { category: label }),
    subtitle: gallery("categoryDescription", { category: label }),
  };
}

/** The share card's alt text: the page's title. */
export async function templateGalleryCardAlt(locale: Locale, category: TemplateCategory | null): Promise<string> {
  return (await texts(locale, category)).title;
}

/**
 * The share card of the template gallery or one of its categories: the title, the description, and
 * each template of the category as a sheet in its theme's colours with its name.
 */
export async function templateGalleryCard(locale: Locale, category: TemplateCategory | null): Promise<Response> {
  const entries = category ? templatesInCategory(category) : templateCatalog;
  const templates = entries.map((entry) => ({
    name: entry.name,
    label: templateDisplayName(entry.name),
    theme: entry.theme,
  }));
  const card = ({ title, subtitle }: { title: string; subtitle: string }) => (
    <OgCard productName={config.PRODUCT_NAME} title={title} subtitle={subtitle}>
      <TemplateSheets templates={templates} />
    </OgCard>
  );
  const shown = await texts(locale, category);
  const english = await texts(defaultLocale, category);
  return ogImageResponse({
    card: card(shown),
    text: [config.PRODUCT_NAME, shown.title, shown.subtitle, ...templates.map((entry) => entry.label)].join(" "),
    locale,
    fallback: () => card(english),
  });
}
