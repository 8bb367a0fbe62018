import type { WritingSystem } from "./direction";
import { fontPackages, type FontPackage } from "./font-packages";

/*
 * The font catalogue: which families the app serves from its own files (the @fontsource packages),
 * and the CJK fonts per writing system. Pure and isomorphic. The Arabic font list and rule of spec §4 are in
 * arabic-fonts.ts (the builder applies the rule without loading this catalogue), the @font-face CSS in
 * font-face-css.ts, the font-family stacks in font-stacks.ts.
 */

export type FontCategory = "serif" | "sans-serif" | "handwriting" | "display" | "monospace";

export type BundledFont = {
  family: string;
  packageName: string;
  category: FontCategory;
  subsets: readonly string[];
};

export function categoryOf(value: string): FontCategory {
  return value === "serif" || value === "handwriting" || value === "display" || value === "monospace"
    ? value
    : "sans-serif";
}

const packagesByFamily = new Map(
  fontPackages.map((fontPackage) => [fontPackage.metadata.family.toLowerCase(), fontPackage]),
);

/** The bundled package of a family (any case), or undefined for a family the app does not serve. */
export function fontPackageOf(family: string): FontPackage | undefined {
  return packagesByFamily.get(family.trim().toLowerCase());
}

const englishOrder = new Intl.Collator("en");

/** Every font family the app serves itself, in alphabetical order. */
export const bundledFonts: readonly BundledFont[] = fontPackages
  .map(({ packageName, metadata }) => ({
    family: metadata.family,
    packageName,
    category: categoryOf(metadata.category),
    subsets: metadata.subsets,
  }))
  // One collator, not one per comparison as `localeCompare(other, "en")` builds.
  .sort((a, b) => englishOrder.compare(a.family, b.family));

export function isBundledFont(family: string): boolean {
  return fontPackageOf(family) !== undefined;
}

export type CjkWritingSystem = "cjk-sc" | "cjk-tc" | "cjk-jp" | "cjk-kr";

/** The bundled CJK font of each writing system (its first family below). */
export const cjkFonts: Record<CjkWritingSystem, string> = {
  "cjk-sc": "Noto Sans SC",
  "cjk-tc": "Noto Sans TC",
  "cjk-jp": "Noto Sans JP",
  "cjk-kr": "Noto Sans KR",
};

export function isCjk(writingSystem: WritingSystem): writingSystem is CjkWritingSystem {
  return writingSystem in cjkFonts;
}

const systemSerifFonts = new Set([
  "cambria",
  "garamond",
  "times new roman",
  "times",
  "georgia",
  "book antiqua",
  "palatino",
]);

export function fontCategory(family: string): FontCategory {
  const fontPackage = fontPackageOf(family);
  if (fontPackage) return categoryOf(fontPackage.metadata.category);
  return systemSerifFonts.has(family.trim().toLowerCase()) ? "serif" : "sans-serif";
}
