"use client";

import { useMediaQuery } from "@/client/utils/use-media-query";

/** Below 768 px: the spec's mobile order and layouts. */
export function useIsMobile(): boolean {
  return useMediaQuery("(max-width: 767px)", false);
}
