"use client";

import { useSyncExternalStore } from "react";
import { useMediaQuery } from "@/client/utils/use-media-query";
import { slidesPerView } from "./carousel-steps";

/** Whether the visitor asked for less motion; true on the server, so nothing moves before hydration. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)", true);
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** The carousel's slides per view for the window's width; null on the server (CSS lays the slides out). */
export function useSlidesPerView(): number | null {
  return useSyncExternalStore(
    subscribeToResize,
    () => slidesPerView(window.innerWidth),
    () => null,
  );
}
