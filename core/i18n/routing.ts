import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

/** next-intl's cookie of the visitor's chosen language (the site's script writes it too: client/site/site-script.ts). */
export const localeCookie = { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365 };

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeCookie,
});
