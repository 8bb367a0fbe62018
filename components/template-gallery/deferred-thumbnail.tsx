import { useLocale } from "next-intl";
import { directionOf, isLocale } from "@/core/i18n/locales";
import {
  fallbackThumbnailTemplate,
  templateThumbnailSrc,
  templateThumbnailSrcSet,
} from "@/core/templates/thumbnail-src";
import { cn } from "@/core/utils/cn";

/**
 * A template's thumbnail on a server-rendered page (the gallery, the landing), in the direction of the visitor's
 * language, that needs no framework in the browser. One above the fold is asked for at once (`isPriority`: before
 * the page's other images, the first row on a phone, its largest paint). Below the fold its addresses wait in data
 * attributes: inside an element marked `data-reveal-on-load` the site's script asks for it once the page has loaded
 * (then lazily, as it nears the view), so it does not share a phone's connection with the first paint
 * (client/site/site-script.ts; reveal-thumbnails.tsx after a client-side navigation); elsewhere its page's own
 * script does (the landing's carousel and Gulf band). One that fails shows bronzor's, then a plain sheet (spec §7, the site's script). Browsers take the WebP
 * copy that fits `sizes`, others the JPEG.
 */
export function DeferredThumbnail({
  template,
  alt,
  sizes,
  className,
  isAboveFold = false,
  isPriority = false,
}: {
  template: string;
  alt: string;
  sizes: string;
  className?: string;
  isAboveFold?: boolean;
  isPriority?: boolean;
}) {
  const locale = useLocale();
  const direction = isLocale(locale) ? directionOf(locale) : "ltr";
  const srcSet = templateThumbnailSrcSet(template, direction);
  const src = templateThumbnailSrc(template, direction);
  const isNow = isAboveFold || isPriority;
  return (
    <picture>
      {/* Their addresses move from data attributes to src and srcset when asked for, maybe before hydration. */}
      <source
        type="image/webp"
        sizes={sizes}
        {...(isNow ? { srcSet } : { "data-srcset": srcSet })}
        suppressHydrationWarning
      />
      <img
        alt={alt}
        {...(isNow ? { src } : { "data-src": src })}
        data-fallback-src={templateThumbnailSrc(fallbackThumbnailTemplate, direction)}
        data-fallback-srcset={templateThumbnailSrcSet(fallbackThumbnailTemplate, direction)}
        loading={isNow ? "eager" : "lazy"}
        fetchPriority={isPriority ? "high" : undefined}
        decoding="async"
        width={420}
        height={594}
        className={cn("object-cover object-top", className)}
        suppressHydrationWarning
      />
    </picture>
  );
}
