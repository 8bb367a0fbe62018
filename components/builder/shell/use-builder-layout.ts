"use client";

import { useSyncExternalStore } from "react";

export type BuilderLayout = "desktop" | "tablet" | "mobile";

// The breakpoints of the app: md 768, lg 1024.
const tabletQuery = "(min-width: 768px)";
const desktopQuery = "(min-width: 1024px)";

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(tabletQuery), window.matchMedia(desktopQuery)];
  for (const query of queries) query.addEventListener("change", onChange);
  return () => {
    for (const query of queries) query.removeEventListener("change", onChange);
  };
}

function snapshot(): BuilderLayout {
  if (window.matchMedia(desktopQuery).matches) return "desktop";
  return window.matchMedia(tabletQuery).matches ? "tablet" : "mobile";
}

/**
 * Which arrangement of the builder fits the screen; null on the server. One arrangement is rendered
 * at a time, so the panels (and their dialogs and ids) exist once.
 */
export function useBuilderLayout(): BuilderLayout | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
