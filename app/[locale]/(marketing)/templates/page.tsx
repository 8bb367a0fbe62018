import { setRequestLocale } from "next-intl/server";
import { TemplateGallery } from "@/components/template-gallery/template-gallery";
import { indexableMetadataOf } from "@/components/site/page-metadata";
import { getCurrentUser } from "@/lib/auth/session";
import type { Locale } from "@/core/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = indexableMetadataOf("/templates", "templateGallery.metadata");

// GET /templates - the template gallery
export default async function TemplatesPage({ params }: Props) {
  setRequestLocale((await params).locale);
  return <TemplateGallery isSignedIn={Boolean(await getCurrentUser())} />;
}
