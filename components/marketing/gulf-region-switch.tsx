"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import {
  cachedGulfCountryEntry,
  gulfCountryFromBrowser,
  readCachedGulfCountry,
  visitorCountryCacheKey,
  type GulfCountry,
} from "@/core/marketing/visitor-country";
import { GulfSection } from "./landing-gulf-section";

let detected: GulfCountry | null | undefined;

/**
 * The browser's Gulf country, once per page load: the 24 h cache, else the time zone and languages
 * (cached for next time). Storage that cannot be used (private mode, quota) only loses the cache.
 */
function detectGulfCountry(): GulfCountry | null {
  if (detected !== undefined) return detected;
  const now = Date.now();
  let cached: GulfCountry | "none" | undefined;
  try {
    cached = readCachedGulfCountry(window.localStorage.getItem(visitorCountryCacheKey), now);
  } catch {
    cached = undefined;
  }
  if (cached !== undefined) {
    detected = cached === "none" ? null : cached;
    return detected;
  }
  detected = gulfCountryFromBrowser(Intl.DateTimeFormat().resolvedOptions().timeZone, navigator.languages ?? []);
  try {
    window.localStorage.setItem(visitorCountryCacheKey, cachedGulfCountryEntry(detected, now));
  } catch {
    // The answer still holds for this page.
  }
  return detected;
}

const subscribe = () => () => {};

/**
 * The Gulf variant when the edge sent no country header: nothing on the server and before
 * hydration, then the variant of the country the browser points to, if any.
 */
export function GulfRegionSwitch({
  intros,
  templates,
}: {
  intros: Record<GulfCountry, ReactNode>;
  templates: ReactNode;
}) {
  const country = useSyncExternalStore(subscribe, detectGulfCountry, () => null);
  if (!country) return null;
  return <GulfSection country={country} intro={intros[country]} templates={templates} />;
}
