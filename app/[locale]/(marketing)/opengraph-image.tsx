import { getTranslations } from "next-intl/server";
import { OgCard, TemplateSheets, ogSize } from "@/components/og/og-card";
import { ogImageResponse } from "@/components/og/og-image";
import { templateDisplayName } from "@/components/template-gallery/template-display-name";
import { config } from "@/lib/config";
import { defaultLocale, isLocale, type Locale } from "@/core/i18n/locales";
import { defaultFreeTemplates, templateCatalog } from "@/core/templates/catalog";

type Params = { locale: string };

async function texts(locale: Locale) {
  const [home, metadata] = await Promise.all([
    getTranslations({ locale, namespace: "home" }),
    getTranslations({ locale, namespace: "metadata" }),
  ]);
  return { title: home("title"), subtitle: metadata("title") };
}

export async function generateImageMetadata({ params }: { params: Params }) {
  if (!isLocale(params.locale)) return [];
  const { title } = await texts(params.locale);
  return [{ id: "card", alt: title, size: ogSize, contentType: "image/png" }];
}

// GET /{locale}/opengraph-image/card - the landing's share card (marketing pages without their own share it)
export default async function Image({ params }: { params: Promise<Params> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const templates = templateCatalog
    .filter((entry) => defaultFreeTemplates.includes(entry.name))
    .map((entry) => ({ name: entry.name, label: templateDisplayName(entry.name), theme: entry.theme }));
  const card = ({ title, subtitle }: { title: string; subtitle: string }) => (
    <OgCard productName={config.PRODUCT_NAME} title={title} subtitle={subtitle}>
      <TemplateSheets templates={templates} />
    </OgCard>
  );
  const shown = await texts(locale);
  const english = await texts(defaultLocale);
  return ogImageResponse({
    card: card(shown),
    text: [config.PRODUCT_NAME, shown.title, shown.subtitle, ...templates.map((entry) => entry.label)].join(" "),
    locale,
    fallback: () => card(english),
  });
}
