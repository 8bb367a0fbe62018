"use client";

import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useIsHydrated } from "@/client/utils/use-is-hydrated";
import { Button } from "@/components/ui/button";
import { useThemeSwitch } from "@/client/utils/use-theme-switch";

const cycle = { light: "system", system: "dark", dark: "light" } as const;
type ThemeChoice = keyof typeof cycle;
const icons = { light: SunIcon, system: MonitorIcon, dark: MoonIcon } satisfies Record<ThemeChoice, unknown>;

function isThemeChoice(value: string | undefined): value is ThemeChoice {
  return value === "light" || value === "system" || value === "dark";
}

/** Cycles light → system → dark → light (spec accounts §4). */
export function ThemeToggle() {
  const t = useTranslations("theme");
  const { theme, setTheme } = useThemeSwitch();
  // The stored choice is only known in the browser: render the default until hydrated.
  const isHydrated = useIsHydrated();
  const current: ThemeChoice = isHydrated && isThemeChoice(theme) ? theme : "light";
  const Icon = icons[current];
  return (
    <Button
      variant="ghost"
      size="icon"
      data-testid="theme-toggle"
      data-theme-choice={current}
      aria-label={t("toggle", { theme: t(current) })}
      title={t("toggle", { theme: t(current) })}
      onClick={() => setTheme(cycle[current])}
    >
      <Icon aria-hidden />
    </Button>
  );
}
