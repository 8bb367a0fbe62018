"use client";

import { useState } from "react";
import {
  fallbackThumbnailTemplate,
  templateThumbnailSrc,
  templateThumbnailSrcSet,
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
  sizes = "240px",
}: {
  template: string;
  className?: string;
  direction?: ThumbnailDirection;
  /** The width it is shown at, as the `sizes` attribute. */
  sizes?: string;
}) {
  const [shown, setShown] = useState(template);
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken) return <div className={cn("bg-gradient-to-b from-muted to-background", className)} aria-hidden />;
  return (
    <picture>
      <source type="image/webp" srcSet={templateThumbnailSrcSet(shown, direction)} sizes={sizes} />
      <img
        src={templateThumbnailSrc(shown, direction)}
        alt=""
        loading="lazy"
        className={cn("object-cover object-top", className)}
        onError={() => (shown === fallbackThumbnailTemplate ? setIsBroken(true) : setShown(fallbackThumbnailTemplate))}
      />
    </picture>
  );
}
