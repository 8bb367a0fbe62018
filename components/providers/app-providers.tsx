"use client";

import type { ReactNode } from "react";
import { ThemeProvider } from "next-themes";
import { Toaster } from "@/components/providers/toaster";

/** Theme: light → system → dark, stored under `theme`, applied as the `dark` class before paint. */
export function AppProviders({ children, dir }: { children: ReactNode; dir: "ltr" | "rtl" }) {
  return (
    <ThemeProvider attribute="class" storageKey="theme" defaultTheme="light" enableSystem disableTransitionOnChange>
      {children}
      <Toaster dir={dir} />
    </ThemeProvider>
  );
}
