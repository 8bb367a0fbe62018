import { GalleryThumbnail } from "@/components/template-gallery/gallery-thumbnail";
import type { ThumbnailDirection } from "@/core/templates/thumbnail-src";

/**
 * A template's thumbnail beside its name (the design panel, suggestions, a resume card whose own is
 * missing): the gallery's thumbnail with the sample in the resume's direction, unnamed (its name is beside
 * it), and the same fallbacks.
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
  return <GalleryThumbnail template={template} alt="" className={className} direction={direction} sizes={sizes} />;
}
