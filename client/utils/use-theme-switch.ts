"use client";

import { useTheme } from "next-themes";
import { useCallback } from "react";
import { withoutTransitions } from "@/client/site/without-transitions";

/** next-themes' theme with a setter that switches without colour transitions (without-transitions.ts). */
export function useThemeSwitch() {
  const { theme, setTheme } = useTheme();
  const switchTheme = useCallback(
    (next: string) =>
      withoutTransitions(() => {
        setTheme(next);
        // The theme buttons show the choice from here (components/site/theme-toggle.tsx).
        document.documentElement.dataset.themeChoice = next;
      }),
    [setTheme],
  );
  return { theme, setTheme: switchTheme };
}
