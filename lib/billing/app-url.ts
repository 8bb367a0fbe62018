import "server-only";
import { config } from "@/lib/config";
import { defaultLocale, locales, type Locale } from "@/core/i18n/locales";

/** An absolute URL of a page in the user's language (en-US has no prefix), for Stripe's redirects. */
export function localizedAppUrl(locale: string, path: string): string {
  const known = (locales as readonly string[]).includes(locale) ? (locale as Locale) : defaultLocale;
  const prefix = known === defaultLocale ? "" : `/${known}`;
  return `${config.APP_URL.replace(/\/$/, "")}${prefix}${path}`;
}
