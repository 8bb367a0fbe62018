import { writingSystemOf } from "./direction";

/*
 * Spec §4's Arabic fonts and the rule that a resume in Arabic script uses one of them. Apart from the font
 * catalogue (fonts.ts, font-packages.ts) so that the builder can apply the rule on every locale change without
 * loading the catalogue: core/templates/fonts.test.ts checks that each font here is bundled.
 */

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
