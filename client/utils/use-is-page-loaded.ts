"use client";

import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("load", onChange);
  return () => window.removeEventListener("load", onChange);
}

/**
 * False on the server and until the page's `load` event (its first paint, scripts and eager pictures are
 * in), then true. What waits for it (pictures below the fold) does not take a phone's bandwidth from the
 * first paint.
 */
export function useIsPageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === "complete",
    () => false,
  );
}
