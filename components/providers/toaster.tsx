"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner } from "sonner";

/** One toast at a time (spec accounts §4), each shown for 5 s. */
export function Toaster({ dir }: { dir: "ltr" | "rtl" }) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      dir={dir}
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      visibleToasts={1}
      duration={5000}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      closeButton
      richColors
    />
  );
}
