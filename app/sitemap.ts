import type { MetadataRoute } from "next";
import { localizedPath } from "@/components/site/page-metadata";
import { config } from "@/lib/config";
import { defaultLocale, locales } from "@/core/i18n/locales";
import { templateCategories } from "@/core/templates/catalog";

// The indexable pages in every locale, each with its language alternates (hreflang), as the pages'
// own <link rel="alternate"> give them (components/site/page-metadata.ts). Public resumes are not
// listed: their owners share them, and a FREE owner's page is noindex.

// Rendered per request: the addresses follow this deployment's APP_URL, not the one the build saw.
export const dynamic = "force-dynamic";

const paths = [
  "/",
  "/templates",
  ...templateCategories.map((category) => `/templates/${category}`),
  "/examples",
  "/pricing",
  "/faq",
  "/meta/privacy-policy",
  "/meta/terms-of-use",
];

// The root without its trailing slash, as the pages' own canonical and alternate links write it.
const absolute = (pathname: string) => new URL(pathname, config.APP_URL).toString().replace(/\/$/, "");

export default function sitemap(): MetadataRoute.Sitemap {
  return paths.flatMap((pathname) => {
    const languages = Object.fromEntries(locales.map((locale) => [locale, absolute(localizedPath(locale, pathname))]));
    return locales.map((locale) => ({
      url: absolute(localizedPath(locale, pathname)),
      changeFrequency: pathname === "/" ? ("weekly" as const) : ("monthly" as const),
      priority: pathname === "/" ? 1 : 0.7,
      alternates: { languages: { ...languages, "x-default": absolute(localizedPath(defaultLocale, pathname)) } },
    }));
  });
}
