"use client";

// First: zod must be told not to probe for eval before any module below defines a schema.
import { ZodWithoutEval } from "@/components/providers/zod-without-eval";

import type { ReactNode } from "react";
import { ThemeProvider } from "next-themes";
import { Direction } from "radix-ui";
import { Toaster } from "@/components/providers/toaster";
import { TokenShortageHost } from "@/components/tokens/token-shortage-host";

/**
 * Theme: light → system → dark, stored under `theme`, applied as the `dark` class before paint; switched
 * through useThemeSwitch (client/utils/use-theme-switch.ts), which turns transitions off for the switch only.
 * The theme script carries the request's CSP nonce (proxy.ts), or the browser refuses to run it.
 * Direction: Radix components (tabs, sliders, menus) read it from context, not from <html dir>.
 */
export function AppProviders({ children, dir, nonce }: { children: ReactNode; dir: "ltr" | "rtl"; nonce?: string }) {
  return (
    <Direction.Provider dir={dir}>
      <ZodWithoutEval />
      <ThemeProvider attribute="class" storageKey="theme" defaultTheme="light" enableSystem nonce={nonce}>
        {children}
        <Toaster dir={dir} />
        <TokenShortageHost />
      </ThemeProvider>
    </Direction.Provider>
  );
}
