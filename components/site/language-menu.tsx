import { CheckIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { defaultLocale, menuLocales, nativeNames, type Locale } from "@/core/i18n/locales";
import { cn } from "@/core/utils/cn";
import { LanguageButton } from "./language-button";
import { SaveLocaleChoice } from "./save-locale-choice";

const menuId = "site-language-menu";

/**
 * The language menu of the marketing and sign-in pages: five pinned languages, then the rest by native name, as
 * links in a native popover. The site's inline script (client/site/site-script.ts) places it, points each link at
 * the current page in that language and keeps the choice in next-intl's locale cookie, with or without the
 * framework's scripts; where they run, a signed-in visitor's choice is saved to the account too.
 */
export function LanguageMenu() {
  const t = useTranslations("language");
  const locale = useLocale() as Locale;
  return (
    <>
      {/* A popover of links, not a menu: the browser says it is expanded or collapsed. */}
      <LanguageButton type="button" popoverTarget={menuId} aria-haspopup={undefined} />
      <nav
        id={menuId}
        popover=""
        data-popover-menu=""
        aria-label={t("label")}
        className="max-h-[70vh] w-56 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <p className="border-b px-2 pt-1.5 pb-2 text-sm font-medium" aria-hidden>
          {t("label")}
        </p>
        <ul className="pt-1">
          {menuLocales.map((option, index) => (
            <li key={option} className={cn(index === 5 && "mt-1 border-t pt-1")}>
              <a
                href={option === defaultLocale ? "/" : `/${option}`}
                hrefLang={option}
                lang={option}
                data-locale-link={option}
                aria-current={option === locale ? "true" : undefined}
                className="flex items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground"
              >
                {nativeNames[option]}
                {option === locale && <CheckIcon className="size-4" aria-hidden />}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <SaveLocaleChoice />
    </>
  );
}
