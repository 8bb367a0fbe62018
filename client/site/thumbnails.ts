/**
 * Asks for the template thumbnails under `scope` whose addresses wait in data attributes
 * (components/template-gallery/deferred-thumbnail.tsx). Sent as source text by the site's and the landing's inline
 * scripts, so it stands alone.
 */
export function revealThumbnails(scope: ParentNode): void {
  for (const source of scope.querySelectorAll<HTMLSourceElement>("source[data-srcset]")) {
    source.srcset = source.dataset.srcset ?? "";
    source.removeAttribute("data-srcset");
  }
  for (const image of scope.querySelectorAll<HTMLImageElement>("img[data-src]")) {
    image.src = image.dataset.src ?? "";
    image.removeAttribute("data-src");
  }
}

/** What holds thumbnails that are asked for once the page has loaded (site-script.ts, reveal-thumbnails.tsx). */
export const revealOnLoadSelector = "[data-reveal-on-load]";
