"use client";

import { useEffect } from "react";
import { startPublicPage, type PublicPageOptions } from "@/client/public-resume/public-page";

/** Starts a public page reached by a client-side navigation (a page loaded whole was started by its inline script). */
export function StartPublicPage(options: PublicPageOptions) {
  useEffect(() => startPublicPage(options), [options]);
  return null;
}
