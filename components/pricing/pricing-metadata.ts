import type { Metadata } from "next";
import { defaultLocale, locales, type Locale } from "@/core/i18n/locales";

const path = "/pricing";

function localizedPath(locale: Locale): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

/** Indexable: canonical address per locale, hreflang alternates, Open Graph. */
export function pricingMetadata({
  locale,
  title,
  description,
}: {
  locale: Locale;
  title: string;
  description: string;
}): Metadata {
  return {
    title,
    description,
    robots: { index: true, follow: true },
    alternates: {
      canonical: localizedPath(locale),
      languages: { ...Object.fromEntries(locales.map((each) => [each, localizedPath(each)])), "x-default": path },
    },
    openGraph: { type: "website", title, description, url: localizedPath(locale) },
    twitter: { card: "summary", title, description },
  };
}
