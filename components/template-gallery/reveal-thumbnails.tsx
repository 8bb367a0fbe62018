"use client";

import { useEffect } from "react";
import { revealOnLoadSelector, revealThumbnails } from "@/client/site/thumbnails";

/**
 * The deferred thumbnails of a page reached by a client-side navigation, after the document's load event: those of a
 * page loaded whole are asked for by the site's script at that event.
 */
export function RevealThumbnails() {
  useEffect(() => {
    if (document.readyState === "complete") document.querySelectorAll(revealOnLoadSelector).forEach(revealThumbnails);
  }, []);
  return null;
}
