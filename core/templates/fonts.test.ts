import { describe, expect, it } from "vitest";

import { fontPackages } from "./font-packages";
import { bundledFonts, fontPackageOf, isBundledFont } from "./fonts";
import {
  applyArabicFontRule,
  arabicFallbackFont,
  arabicFontFamilies,
  effectiveFontFamily,
  isArabicFont,
} from "./arabic-fonts";

describe("bundled fonts", () => {
  it("serves the fonts the issue names, the signature fonts and the script fallbacks", () => {
    for (const family of [
      "IBM Plex Serif",
      "El Messiri",
      "Cairo",
      "Amiri",
      "Tajawal",
      "Inter",
      "Dancing Script",
      "Noto Sans Devanagari",
      "Noto Sans Thai",
      "Noto Sans Hebrew",
    ]) {
      expect(isBundledFont(family), family).toBe(true);
    }
    expect(isBundledFont("ibm plex serif")).toBe(true);
    expect(isBundledFont("Comic Sans MS")).toBe(false);
    expect(bundledFonts.length).toBe(fontPackages.length);
  });
});

describe("the Arabic font list and rule", () => {
  it("offers only bundled fonts, Cairo, Amiri, Tajawal and El Messiri among them, each once", () => {
    expect(new Set(arabicFontFamilies).size).toBe(arabicFontFamilies.length);
    for (const family of ["Cairo", "Amiri", "Tajawal", "El Messiri"]) expect(arabicFontFamilies).toContain(family);
    for (const family of arabicFontFamilies) {
      expect(isArabicFont(family)).toBe(true);
      expect(isBundledFont(family), family).toBe(true);
      expect(fontPackageOf(family)?.metadata.subsets, family).toContain("arabic");
    }
  });

  it("replaces a non-Arabic font by El Messiri for Arabic-script resumes only", () => {
    const inter = { family: "Inter", subset: "latin", variants: ["regular", "600"], size: 14 };
    expect(applyArabicFontRule(inter, "ar-SA")).toEqual({
      family: arabicFallbackFont,
      subset: "latin",
      variants: ["regular"],
      size: 14,
    });
    expect(applyArabicFontRule(inter, "fa-IR").family).toBe("El Messiri");
    expect(applyArabicFontRule(inter, "en-US")).toBe(inter);
    expect(applyArabicFontRule(inter, "he-IL")).toBe(inter);
    const cairo = { family: "Cairo", subset: "arabic", variants: ["700"] };
    expect(applyArabicFontRule(cairo, "ar-SA")).toBe(cairo);
    expect(effectiveFontFamily("cairo", "ar-SA")).toBe("cairo");
    expect(effectiveFontFamily("Merriweather", "ar")).toBe("El Messiri");
  });
});
