"use client";

import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, kept up to date; `onServer` is the answer before hydration (choose the one
 * that renders safely without knowing the screen).
 */
export function useMediaQuery(query: string, onServer: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}
