import { fontPackages } from "@/core/templates/font-packages";
import { bundledFonts, isBundledFont } from "@/core/templates/fonts";
import { arabicFontFamilies } from "@/core/templates/arabic-fonts";

/** Families offered first as buttons; the searchable list offers every bundled font. */
const popularFamilies = [
  "IBM Plex Serif",
  "Inter",
  "Lato",
  "Roboto",
  "Open Sans",
  "Montserrat",
  "Poppins",
  "Merriweather",
  "Playfair Display",
  "EB Garamond",
  "PT Serif",
  "Source Serif 4",
];

export const popularFonts: string[] = popularFamilies.filter(isBundledFont);
// The first nine of the Arabic list as buttons (the spec's best known); the searchable list has them all.
export const popularArabicFonts: string[] = arabicFontFamilies.slice(0, 9);
export const allFonts: string[] = bundledFonts.map((font) => font.family);
export const allArabicFonts: string[] = [...arabicFontFamilies];

const packagesByFamily = new Map(fontPackages.map(({ metadata }) => [metadata.family.toLowerCase(), metadata]));

/** Subsets the family has (latin for a family the app does not bundle). */
export function fontSubsets(family: string): string[] {
  return packagesByFamily.get(family.toLowerCase())?.subsets ?? ["latin"];
}

/** Variants in Google Fonts' naming: "regular", "italic", "700", "700italic". */
export function fontVariants(family: string): string[] {
  const metadata = packagesByFamily.get(family.toLowerCase());
  if (!metadata) return ["regular"];
  return metadata.weights.flatMap((weight) =>
    ["normal", "italic"]
      .filter((style) => metadata.styles.includes(style))
      .map((style) => {
        const isItalic = style === "italic";
        if (weight === 400) return isItalic ? "italic" : "regular";
        return isItalic ? `${weight}italic` : String(weight);
      }),
  );
}
