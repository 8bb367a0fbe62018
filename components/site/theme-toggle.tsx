import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

const choices = [
  { choice: "light", Icon: SunIcon },
  { choice: "system", Icon: MonitorIcon },
  { choice: "dark", Icon: MoonIcon },
] as const;

/**
 * Cycles light → system → dark → light (spec accounts §4). The site's inline script (client/site/site-script.ts)
 * answers the press, on a page with or without the framework's scripts; the button shows the stored choice's icon
 * and name by CSS from `<html data-theme-choice>` (app/globals.css), so it is right from the first paint.
 */
export function ThemeToggle() {
  const t = useTranslations("theme");
  return (
    <Button type="button" variant="ghost" size="icon" data-theme-toggle="" data-testid="theme-toggle">
      {choices.map(({ choice, Icon }) => (
        <span key={choice} data-theme-icon={choice}>
          <Icon aria-hidden />
          <span className="sr-only">{t("toggle", { theme: t(choice) })}</span>
        </span>
      ))}
    </Button>
  );
}
