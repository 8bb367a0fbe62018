"use client";

import { useEffect } from "react";
import { revealOnLoadSelector, revealThumbnails } from "@/client/site/thumbnails";

/**
 * The deferred thumbnails of a page reached by a client-side navigation (the site's script asked for those of a page
 * loaded whole, at its load event): asked for once the document has loaded.
 */
export function RevealThumbnails() {
  useEffect(() => {
    const reveal = () => document.querySelectorAll(revealOnLoadSelector).forEach(revealThumbnails);
    if (document.readyState === "complete") reveal();
    else addEventListener("load", reveal, { once: true });
    return () => removeEventListener("load", reveal);
  }, []);
  return null;
}
