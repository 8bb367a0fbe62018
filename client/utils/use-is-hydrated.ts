"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => undefined;

/** False while the server's HTML is on screen, true once React runs in the browser. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
