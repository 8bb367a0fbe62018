"use client";

import type { ReactNode } from "react";
import { ThemeProvider } from "next-themes";
import { Direction } from "radix-ui";
import { Toaster } from "@/components/providers/toaster";
import { TokenShortageHost } from "@/components/tokens/token-shortage-host";

/**
 * Theme: light → system → dark, stored under `theme`, applied as the `dark` class before paint.
 * Direction: Radix components (tabs, sliders, menus) read it from context, not from <html dir>.
 */
export function AppProviders({ children, dir }: { children: ReactNode; dir: "ltr" | "rtl" }) {
  return (
    <Direction.Provider dir={dir}>
      <ThemeProvider attribute="class" storageKey="theme" defaultTheme="light" enableSystem disableTransitionOnChange>
        {children}
        <Toaster dir={dir} />
        <TokenShortageHost />
      </ThemeProvider>
    </Direction.Provider>
  );
}
