import { LanguagesIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { nativeNames, type Locale } from "@/core/i18n/locales";

/**
 * The language menu's button: the current language's own name (its icon alone on phones). Plain, so the
 * marketing header's menu (language-menu.tsx) renders it on the server and the dashboard's inside Radix's trigger.
 */
export function LanguageButton(props: ComponentProps<typeof Button>) {
  const t = useTranslations("language");
  const locale = useLocale() as Locale;
  return (
    <Button
      variant="ghost"
      size="sm"
      data-testid="language-switcher"
      aria-label={t("change", { language: nativeNames[locale] })}
      aria-haspopup="menu"
      {...props}
    >
      <LanguagesIcon aria-hidden />
      <span className="hidden sm:inline">{nativeNames[locale]}</span>
    </Button>
  );
}
