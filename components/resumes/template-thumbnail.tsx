"use client";

import { useState } from "react";
import {
  fallbackThumbnailTemplate,
  templateThumbnailSrc,
  type ThumbnailDirection,
} from "@/core/templates/thumbnail-src";
import { cn } from "@/core/utils/cn";

/**
 * A template's thumbnail, with the right-to-left sample for a right-to-left resume; a missing image
 * falls back to bronzor's (spec §2), then to a plain sheet.
 */
export function TemplateThumbnail({
  template,
  className,
  direction = "ltr",
}: {
  template: string;
  className?: string;
  direction?: ThumbnailDirection;
}) {
  const fallback = templateThumbnailSrc(fallbackThumbnailTemplate, direction);
  const [src, setSrc] = useState(templateThumbnailSrc(template, direction));
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
