import type { Metadata } from "next";
import { defaultLocale, locales, type Locale } from "@/core/i18n/locales";

function localizedPath(locale: Locale, path: string): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

/** Indexable gallery metadata: canonical URL, hreflang alternates, Open Graph with a thumbnail. */
export function templateGalleryMetadata({
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
      images: [{ url: "/templates/jpg/leafish.jpg", alt: title }],
    },
    twitter: { card: "summary_large_image", title, description },
  };
}
