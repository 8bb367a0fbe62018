"use client";

import { useTheme } from "next-themes";
import { useCallback } from "react";

/**
 * next-themes' theme with a setter that switches without colour transitions: the page changes at once
 * instead of every button and border fading on its own. (next-themes' `disableTransitionOnChange` does
 * the same, but also on every page load, where it cost two whole-page style recalculations during
 * hydration.)
 */
export function useThemeSwitch() {
  const { theme, setTheme } = useTheme();
  const switchTheme = useCallback(
    (next: string) => {
      const style = document.createElement("style");
      style.textContent = "*,*::before,*::after{transition:none!important}";
      document.head.append(style);
      setTheme(next);
      // The theme buttons show the choice from here (components/site/theme-toggle.tsx).
      document.documentElement.dataset.themeChoice = next;
      // The provider applies the class in an effect after the next render: keep the rule two frames.
      requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
    },
    [setTheme],
  );
  return { theme, setTheme: switchTheme };
}
