import type { Metadata } from "next";
import { defaultLocale, locales, type Locale } from "@/core/i18n/locales";

/** A page's address in a locale: bare for the default locale, under its prefix for the others. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The metadata of an indexable page, the same for every marketing page: its canonical address in this
 * locale, the hreflang alternates of every locale (x-default: the bare address), Open Graph and Twitter
 * cards. The image is the page's generated card (an opengraph-image file of its route or above it, which
 * Twitter's card takes too), or `image` for a page without one.
 */
export function indexablePageMetadata({
  locale,
  path,
  title,
  description,
  image,
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  image?: { url: string; alt: string };
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
      ...(image ? { images: [image] } : {}),
    },
    twitter: { card: "summary_large_image", title, description },
  };
}
