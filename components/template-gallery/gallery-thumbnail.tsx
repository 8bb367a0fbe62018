"use client";

import { useLocale } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useIsPageLoaded } from "@/client/utils/use-is-page-loaded";
import { directionOf, isLocale } from "@/core/i18n/locales";
import {
  fallbackThumbnailTemplate,
  templateThumbnailSrc,
  templateThumbnailSrcSet,
  type ThumbnailDirection,
} from "@/core/templates/thumbnail-src";
import { cn } from "@/core/utils/cn";

/**
 * A template's thumbnail (the gallery, the landing, and TemplateThumbnail elsewhere), laid out in the direction of the visitor's
 * language (an Arabic visitor sees the right-to-left sample); a broken image falls back to bronzor's
 * (spec §7), then to a plain sheet. The image may fail before hydration, when React hears no error
 * event, so the state of the image is also checked once on mount. Browsers take the WebP copy that fits
 * `sizes` (the width it is shown at), others the JPEG. A thumbnail below the fold is asked for once the page
 * has loaded (then lazily, as it nears the viewport): before, it would share a phone's slow connection with
 * the page's first paint. Visitors without scripts get the JPEG from a noscript.
 */
export function GalleryThumbnail({
  template,
  alt,
  className,
  isAboveFold = false,
  isPriority = false,
  isHeld = false,
  direction,
  // The gallery's grid: 4 columns from 1280 px, 3 from 768, else 2 between the page's 16 px sides and a 12 px gap.
  sizes = "(min-width: 1280px) 300px, (min-width: 768px) 33vw, calc(50vw - 22px)",
}: {
  template: string;
  alt: string;
  className?: string;
  isAboveFold?: boolean;
  /** Asked for before the page's other images: the first of a gallery, likely its largest paint on a phone. */
  isPriority?: boolean;
  /** Not asked for yet, even once the page has loaded (a carousel's slides far from the one in view). */
  isHeld?: boolean;
  /** Which sample to show; the visitor's language's direction unless given. */
  direction?: ThumbnailDirection;
  /** The width it is shown at, as the `sizes` attribute (default: the gallery's grid). */
  sizes?: string;
}) {
  const locale = useLocale();
  const sampleDirection = direction ?? (isLocale(locale) ? directionOf(locale) : "ltr");
  const image = useRef<HTMLImageElement>(null);
  const [shown, setShown] = useState(template);
  const [isBroken, setIsBroken] = useState(false);
  const isLoaded = useIsPageLoaded();
  const isShown = !isHeld && (isLoaded || isAboveFold);

  const onError = () => (shown === fallbackThumbnailTemplate ? setIsBroken(true) : setShown(fallbackThumbnailTemplate));

  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) onError();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once shown: later failures arrive as error events
  }, [isShown]);

  // Without its picture, an unnamed thumbnail (its name stands beside it) stays out of the accessibility tree.
  const stand = alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true };
  if (isBroken) return <div {...stand} className={cn("bg-gradient-to-b from-muted to-background", className)} />;
  const src = templateThumbnailSrc(shown, sampleDirection);
  if (!isShown)
    return (
      <span {...stand} className={cn("block", className)}>
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- static thumbnails for visitors without scripts */}
          <img
            src={src}
            alt={alt}
            loading="lazy"
            width={420}
            height={594}
            className="size-full object-cover object-top"
          />
        </noscript>
      </span>
    );
  return (
    <picture>
      <source type="image/webp" srcSet={templateThumbnailSrcSet(shown, sampleDirection)} sizes={sizes} />
      <img
        ref={image}
        src={src}
        alt={alt}
        loading={isAboveFold || isPriority ? "eager" : "lazy"}
        fetchPriority={isPriority ? "high" : undefined}
        decoding="async"
        width={420}
        height={594}
        className={cn("object-cover object-top", className)}
        onError={onError}
      />
    </picture>
  );
}
