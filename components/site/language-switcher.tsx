"use client";

import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { isLocale, menuLocales, nativeNames, type Locale } from "@/core/i18n/locales";
import { runtimeHref, usePathname, useRouter } from "@/core/i18n/navigation";
import { LanguageButton } from "./language-button";

/**
 * The dashboard's language menu: five pinned languages, then the rest by native name. Choosing one moves to the
 * locale-prefixed path and remembers the choice (next-intl's locale cookie); `onLocaleChange` lets a
 * signed-in shell save it to the account too.
 */
export function LanguageSwitcher({ onLocaleChange }: { onLocaleChange?: (locale: Locale) => void }) {
  const t = useTranslations("language");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();

  function onSelect(next: string) {
    if (!isLocale(next) || next === locale) return;
    onLocaleChange?.(next);
    startTransition(() => {
      router.replace(runtimeHref(`${pathname}${window.location.search}`), { locale: next });
    });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <LanguageButton disabled={isPending} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[70vh] w-56">
        <DropdownMenuLabel>{t("label")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={locale} onValueChange={onSelect}>
          {menuLocales.map((option, index) => (
            <div key={option}>
              {index === 5 && <DropdownMenuSeparator />}
              <DropdownMenuRadioItem value={option} lang={option} data-locale={option}>
                {nativeNames[option]}
              </DropdownMenuRadioItem>
            </div>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
