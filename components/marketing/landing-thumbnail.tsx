import { useLocale } from "next-intl";
import { directionOf, isLocale } from "@/core/i18n/locales";
import {
  fallbackThumbnailTemplate,
  templateThumbnailSrc,
  templateThumbnailSrcSet,
} from "@/core/templates/thumbnail-src";
import { cn } from "@/core/utils/cn";

/**
 * A template's thumbnail on the landing, in the direction of the visitor's language. Its addresses wait in data
 * attributes until the landing's script (client/marketing/landing-script.ts) asks for it, once the page has loaded
 * and the thumbnail is near the view; one that fails shows bronzor's, then a plain sheet (spec §7). Browsers take the
 * WebP copy that fits `sizes`, others the JPEG.
 */
export function LandingThumbnail({
  template,
  sizes,
  className,
}: {
  template: string;
  sizes: string;
  className?: string;
}) {
  const locale = useLocale();
  const direction = isLocale(locale) ? directionOf(locale) : "ltr";
  return (
    <picture>
      <source type="image/webp" data-srcset={templateThumbnailSrcSet(template, direction)} sizes={sizes} />
      <img
        alt=""
        data-src={templateThumbnailSrc(template, direction)}
        data-fallback-src={templateThumbnailSrc(fallbackThumbnailTemplate, direction)}
        data-fallback-srcset={templateThumbnailSrcSet(fallbackThumbnailTemplate, direction)}
        loading="lazy"
        decoding="async"
        width={420}
        height={594}
        className={cn("object-cover object-top", className)}
      />
    </picture>
  );
}
