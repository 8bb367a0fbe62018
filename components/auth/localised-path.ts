import { getPathname } from "@/lib/i18n/navigation";
import { isLocale } from "@/lib/i18n/locales";

/**
 * The address to load for a same-origin path in this locale. A path that already names a locale
 * ("/ar-SA/dashboard", as the sign-in redirect may carry) is kept as it is.
 */
export function localisedPath(path: string, locale: string): string {
  const [, first = ""] = path.split(/[/?#]/, 2);
  if (isLocale(first)) return path;
  return getPathname({ href: path, locale });
}
