"use client";

import { useEffect, useRef, useState } from "react";
import { useIsPageLoaded } from "@/client/utils/use-is-page-loaded";
import {
  fallbackThumbnailTemplate,
  templateThumbnailSrc,
  templateThumbnailSrcSet,
  type ThumbnailDirection,
} from "@/core/templates/thumbnail-src";
import { cn } from "@/core/utils/cn";

/**
 * A template's thumbnail beside its name in the workspace (the design panel, suggestions, a resume card whose own
 * is missing), with the sample in the resume's direction; unnamed (its name is beside it). It is asked for once the
 * page has loaded, so a dashboard's first paint keeps the connection. A broken image falls back to bronzor's (spec
 * §7), then to a plain sheet; it may fail before hydration, when React hears no error event, so the image is also
 * checked once on mount. Browsers take the WebP copy that fits `sizes`, others the JPEG. (The server-rendered pages
 * for visitors use DeferredThumbnail, which needs no framework.)
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
  const image = useRef<HTMLImageElement>(null);
  const [shown, setShown] = useState(template);
  const [isBroken, setIsBroken] = useState(false);
  const isShown = useIsPageLoaded();

  const onError = () => (shown === fallbackThumbnailTemplate ? setIsBroken(true) : setShown(fallbackThumbnailTemplate));

  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) onError();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once shown: later failures arrive as error events
  }, [isShown]);

  if (isBroken) return <div aria-hidden className={cn("bg-gradient-to-b from-muted to-background", className)} />;
  if (!isShown) return <span aria-hidden className={cn("block", className)} />;
  return (
    <picture>
      <source type="image/webp" srcSet={templateThumbnailSrcSet(shown, direction)} sizes={sizes} />
      <img
        ref={image}
        src={templateThumbnailSrc(shown, direction)}
        alt=""
        loading="lazy"
        decoding="async"
        width={420}
        height={594}
        className={cn("object-cover object-top", className)}
        onError={onError}
      />
    </picture>
  );
}
