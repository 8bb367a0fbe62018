"use client";

import { useLocale } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { directionOf, isLocale } from "@/core/i18n/locales";
import {
  fallbackThumbnailTemplate,
  templateThumbnailSrc,
  type ThumbnailDirection,
} from "@/core/templates/thumbnail-src";
import { cn } from "@/core/utils/cn";

/**
 * A template's thumbnail in the server-rendered gallery, laid out in the direction of the visitor's
 * language (an Arabic visitor sees the right-to-left sample); a broken image falls back to bronzor's
 * (spec §7), then to a plain sheet. The image may fail before hydration, when React hears no error
 * event, so the state of the image is also checked once on mount.
 */
export function GalleryThumbnail({
  template,
  alt,
  className,
  isAboveFold = false,
  direction,
}: {
  template: string;
  alt: string;
  className?: string;
  isAboveFold?: boolean;
  /** Which sample to show; the visitor's language's direction unless given. */
  direction?: ThumbnailDirection;
}) {
  const locale = useLocale();
  const sampleDirection = direction ?? (isLocale(locale) ? directionOf(locale) : "ltr");
  const fallback = templateThumbnailSrc(fallbackThumbnailTemplate, sampleDirection);
  const image = useRef<HTMLImageElement>(null);
  const [src, setSrc] = useState(templateThumbnailSrc(template, sampleDirection));
  const [isBroken, setIsBroken] = useState(false);

  const onError = () => (src === fallback ? setIsBroken(true) : setSrc(fallback));

  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) onError();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: later failures arrive as error events
  }, []);

  if (isBroken)
    return <div role="img" aria-label={alt} className={cn("bg-gradient-to-b from-muted to-background", className)} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static thumbnails with a runtime fallback
    <img
      ref={image}
      src={src}
      alt={alt}
      loading={isAboveFold ? "eager" : "lazy"}
      decoding="async"
      width={420}
      height={594}
      className={cn("object-cover object-top", className)}
      onError={onError}
    />
  );
}
