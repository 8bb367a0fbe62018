/*
 * The page background images offered in the design panel (spec §2: none or 14 images). They are
 * quiet SVG textures served from public/templates/backgrounds, so they print offline. A resume
 * stores the image's name; an address on this site or a data: image is accepted too.
 */
export const backgroundImageNames = [
  "paper",
  "linen",
  "dots",
  "grid",
  "lines",
  "diagonal",
  "waves",
  "topography",
  "corner-arc",
  "corner-blocks",
  "top-wave",
  "side-stripe",
  "confetti",
  "hexagons",
] as const;

export type BackgroundImageName = (typeof backgroundImageNames)[number];

export function backgroundImagePath(name: BackgroundImageName): string {
  return `/templates/backgrounds/${name}.svg`;
}

/** The URL to draw for metadata.backgroundImage, or undefined for none or anything not allowed. */
export function resolveBackgroundImage(value: string, assetBaseUrl = ""): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const named = backgroundImageNames.find((name) => name === trimmed || backgroundImagePath(name) === trimmed);
  if (named) return `${assetBaseUrl}${backgroundImagePath(named)}`;
  if (/^\/(?![/\\])[A-Za-z0-9/_.-]*$/.test(trimmed) && !trimmed.includes("..")) return `${assetBaseUrl}${trimmed}`;
  if (/^data:image\/(?:png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(trimmed)) return trimmed;
  return undefined;
}
