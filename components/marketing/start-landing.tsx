"use client";

import { useEffect } from "react";
import { landingHelpers, startLanding, type LandingOptions } from "@/client/marketing/landing-script";

/** Starts a landing reached by a client-side navigation (a landing loaded whole was started by its inline script). */
export function StartLanding({ options }: { options: LandingOptions }) {
  useEffect(() => startLanding(options, landingHelpers), [options]);
  return null;
}
