import { writingSystemOf, type WritingSystem } from "./direction";
import { fontPackages, type FontPackage } from "./font-packages";

/*
 * The font catalogue: which families the app serves from its own files (the @fontsource packages),
 * the Arabic font list and rule of spec §4, and the CJK fonts per writing system. Pure and
 * isomorphic. The @font-face CSS is in font-face-css.ts, the font-family stacks in font-stacks.ts.
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

/**
 * The Arabic fonts the picker offers: spec §9's list (Cairo, Amiri, Tajawal and the fallback El
 * Messiri among them) less the three no font package provides (Harmattan, Markazi Text, Mada), so
 * that each one is bundled and prints as chosen (fonts-in-print.test.ts).
 */
export const arabicFontFamilies = [
  "El Messiri",
  "Cairo",
  "Amiri",
  "Tajawal",
  "Almarai",
  "IBM Plex Sans Arabic",
  "Noto Kufi Arabic",
  "Noto Naskh Arabic",
  "Noto Sans Arabic",
  "Vazirmatn",
  "Changa",
  "Lateef",
  "Reem Kufi",
  "Scheherazade New",
  "Readex Pro",
  "Lemonada",
  "Alexandria",
] as const;

export const arabicFallbackFont = "El Messiri";

export function isArabicFont(family: string): boolean {
  const wanted = family.trim().toLowerCase();
  return arabicFontFamilies.some((name) => name.toLowerCase() === wanted);
}

type FontSetting = { family: string; subset: string; variants: string[] };

/**
 * Spec §4: a resume in Arabic script must use an Arabic-capable font. A font outside the Arabic
 * list is replaced by El Messiri (subset latin, variant regular); any other font is kept as is.
 */
export function applyArabicFontRule<Font extends FontSetting>(font: Font, locale: string): Font {
  if (writingSystemOf(locale) !== "arabic" || isArabicFont(font.family)) return font;
  return { ...font, family: arabicFallbackFont, subset: "latin", variants: ["regular"] };
}

/** The family the resume is drawn in: the chosen one, after the Arabic rule. */
export function effectiveFontFamily(family: string, locale: string): string {
  return applyArabicFontRule({ family, subset: "latin", variants: ["regular"] }, locale).family;
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

/** The numbered slices of a CJK package ("[0]", "[1]", ...): its script, without Latin. */
export function cjkSlices(family: string): string[] {
  const fontPackage = fontPackageOf(family);
  return fontPackage ? Object.keys(fontPackage.unicodeRanges).filter((subset) => subset.startsWith("[")) : [];
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
