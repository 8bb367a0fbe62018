import { defaultRedirect, isSafeRedirect, splitRedirectLocale } from "@/core/auth/safe-redirect";
import { getPathname } from "@/core/i18n/navigation";

/**
 * The address to load for a same-origin path in this locale. A path that already names a locale
 * ("/ar-SA/dashboard", as the sign-in redirect may carry) keeps that locale. The address itself is
 * checked once more, so that no prefixing or stripping can turn it into another host.
 */
export function localisedPath(path: string, locale: string): string {
  const split = splitRedirectLocale(path);
  const address = getPathname({ href: split.href, locale: split.locale ?? locale });
  return isSafeRedirect(address) ? address : getPathname({ href: defaultRedirect, locale });
}
