import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { defaultLocale, locales, type Locale } from "@/core/i18n/locales";

/** A page's address in a locale: bare for the default locale, under its prefix for the others. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The metadata of an indexable page, the same for every marketing page: its canonical address in this
 * locale, the hreflang alternates of every locale (x-default: the bare address), Open Graph and Twitter
 * cards. The cards' image is the page's generated one: the opengraph-image file of its route or of a
 * segment above it (components/og), which Twitter's card takes too. A page must not name an image of its
 * own here: page metadata wins over the segment's file.
 */
export function indexablePageMetadata({
  locale,
  path,
  title,
  description,
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
}): Metadata {
  return {
    title,
    description,
    robots: { index: true, follow: true },
    alternates: {
      canonical: localizedPath(locale, path),
      languages: { ...Object.fromEntries(locales.map((each) => [each, localizedPath(each, path)])), "x-default": path },
    },
    openGraph: {
      type: "website",
      title,
      description,
      url: localizedPath(locale, path),
      locale: locale.replace("-", "_"),
    },
    twitter: { card: "summary_large_image", title, description },
  };
}

/** The message groups that hold a page's `title` and `description`. */
type MetadataNamespace =
  | "examples.metadata"
  | "faq.metadata"
  | "pricing.metadata"
  | "templateGallery.metadata"
  | "legal.privacy"
  | "legal.terms";

/** A page's generateMetadata: indexablePageMetadata at `path`, titled and described by the messages of `namespace`. */
export function indexableMetadataOf(path: string, namespace: MetadataNamespace) {
  return async ({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return indexablePageMetadata({ locale, path, title: t("title"), description: t("description") });
  };
}
