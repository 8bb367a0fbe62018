"use client";

import { useSyncExternalStore } from "react";
import { slidesPerView } from "./carousel-steps";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the visitor asked for less motion; true on the server, so nothing moves before hydration. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
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
