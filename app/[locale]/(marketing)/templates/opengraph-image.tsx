import { ogSize } from "@/components/og/og-card";
import { templateGalleryCard, templateGalleryCardAlt } from "@/components/og/template-gallery-card";
import { isLocale } from "@/core/i18n/locales";

type Params = { locale: string };

export async function generateImageMetadata({ params }: { params: Params }) {
  if (!isLocale(params.locale)) return [];
  return [
    { id: "card", alt: await templateGalleryCardAlt(params.locale, null), size: ogSize, contentType: "image/png" },
  ];
}

// GET /{locale}/templates/opengraph-image/card - the gallery's share card
export default async function Image({ params }: { params: Promise<Params> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return templateGalleryCard(locale, null);
}
