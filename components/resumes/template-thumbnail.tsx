"use client";

import { useState } from "react";
import { cn } from "@/core/utils/cn";

const fallback = "/templates/jpg/bronzor.jpg";

/** A template's thumbnail; a missing image falls back to bronzor's (spec §2), then to a plain sheet. */
export function TemplateThumbnail({ template, className }: { template: string; className?: string }) {
  const [src, setSrc] = useState(`/templates/jpg/${template}.jpg`);
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken) return <div className={cn("bg-gradient-to-b from-muted to-background", className)} aria-hidden />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static thumbnails with a runtime fallback
    <img
      src={src}
      alt=""
      loading="lazy"
      className={cn("object-cover object-top", className)}
      onError={() => (src === fallback ? setIsBroken(true) : setSrc(fallback))}
    />
  );
}
