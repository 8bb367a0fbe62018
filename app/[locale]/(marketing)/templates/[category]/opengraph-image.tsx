import { ogSize } from "@/components/og/og-card";
import { templateGalleryCard, templateGalleryCardAlt } from "@/components/og/template-gallery-card";
import { isLocale } from "@/core/i18n/locales";
import { templateCategories, type TemplateCategory } from "@/core/templates/catalog";

type Params = { locale: string; category: string };

function asCategory(value: string): TemplateCategory | null {
  return (templateCategories as readonly string[]).includes(value) ? (value as TemplateCategory) : null;
}

export async function generateImageMetadata({ params }: { params: Params }) {
  const category = asCategory(params.category);
  if (!isLocale(params.locale) || !category) return [];
  return [
    { id: "card", alt: await templateGalleryCardAlt(params.locale, category), size: ogSize, contentType: "image/png" },
  ];
}

// GET /{locale}/templates/{category}/opengraph-image/card - a category's share card: its templates in their colours
export default async function Image({ params }: { params: Promise<Params> }) {
  const { locale, category: requested } = await params;
  const category = asCategory(requested);
  if (!isLocale(locale) || !category) return new Response(null, { status: 404 });
  return templateGalleryCard(locale, category);
}
