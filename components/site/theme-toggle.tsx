"use client";

import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useIsHydrated } from "@/client/utils/use-is-hydrated";
import { Button } from "@/components/ui/button";
import { useThemeSwitch } from "@/client/utils/use-theme-switch";
import { takeEarlyPress } from "./early-presses";

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
  const button = useRef<HTMLButtonElement>(null);
  // A press before the page's scripts ran (early-presses.ts) moves on from the stored choice, once it is known.
  useEffect(() => {
    if (isHydrated && takeEarlyPress(button.current)) setTheme(cycle[current]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the stored choice is known
  }, [isHydrated]);
  return (
    <Button
      ref={button}
      data-early-press=""
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
