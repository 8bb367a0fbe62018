import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { themeChoices } from "./theme-choices";

/**
 * Cycles light → system → dark → light (spec accounts §4). The site's inline script (client/site/site-script.ts)
 * answers the press, on a page with or without the framework's scripts; the button shows the stored choice's icon
 * and name by CSS from `<html data-theme-choice>` (app/globals.css), so it is right from the first paint.
 */
export function ThemeToggle() {
  const t = useTranslations("theme");
  return (
    <Button type="button" variant="ghost" size="icon" data-theme-toggle="" data-testid="theme-toggle">
      {themeChoices.map(({ value, icon: Icon }) => (
        <span key={value} data-theme-icon={value}>
          <Icon aria-hidden />
          <span className="sr-only">{t("toggle", { theme: t(value) })}</span>
        </span>
      ))}
    </Button>
  );
}
