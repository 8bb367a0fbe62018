import type { MetadataRoute } from "next";
import { config } from "@/lib/config";
import { defaultLocale, locales } from "@/core/i18n/locales";
import { templateCategories } from "@/core/templates/catalog";

// The indexable pages in every locale, each with its language alternates (hreflang). Public resumes
// are not listed: their owners share them, and a FREE owner's page is noindex.

const paths = ["/", "/templates", "/pricing", ...templateCategories.map((category) => `/templates/${category}`)];

function localised(locale: string, pathname: string): string {
  const prefix = locale === defaultLocale ? "" : `/${locale}`;
  return new URL(`${prefix}${pathname === "/" && prefix ? "" : pathname}`, config.APP_URL).toString();
}

export default function sitemap(): MetadataRoute.Sitemap {
  return paths.map((pathname) => ({
    url: localised(defaultLocale, pathname),
    changeFrequency: pathname === "/" ? "weekly" : "monthly",
    priority: pathname === "/" ? 1 : 0.7,
    alternates: { languages: Object.fromEntries(locales.map((locale) => [locale, localised(locale, pathname)])) },
  }));
}
