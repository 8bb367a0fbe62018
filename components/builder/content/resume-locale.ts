import { defaultResumeData, type ResumeData } from "@/core/resume/schema";
import { writingSystemOf } from "@/core/templates/direction";
import { applyArabicFontRule, arabicFallbackFont } from "@/core/templates/arabic-fonts";

type ResumeFont = ResumeData["metadata"]["typography"]["font"];

/** A tag's region in lower case, for its flag ("ar-SA" → "sa"); null when the tag has none. */
export function regionOf(locale: string): string | null {
  return (
    locale
      .split("-")
      .find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part))
      ?.toLowerCase() ?? null
  );
}

/**
 * Sets the resume's language. An Arabic one switches a font without Arabic letters to El Messiri
 * (spec §4). Leaving Arabic script while the resume still has that forced font gives back the font
 * it had before (`fontBeforeArabic`, when the builder remembers it) or the default font: El
 * Messiri was the rule's choice, not the user's. A font the user picked in Arabic is kept.
 */
export function changeResumeLocale(data: ResumeData, locale: string, fontBeforeArabic?: ResumeFont): ResumeData {
  if (data.metadata.locale === locale) return data;
  const current = data.metadata.typography.font;
  const leavesArabic = writingSystemOf(data.metadata.locale) === "arabic" && writingSystemOf(locale) !== "arabic";
  const restored =
    leavesArabic && current.family === arabicFallbackFont
      ? (fontBeforeArabic ?? defaultResumeData.metadata.typography.font)
      : null;
  const font = restored
    ? { ...restored, variants: [...restored.variants], size: current.size }
    : applyArabicFontRule(current, locale);
  return {
    ...data,
    metadata: { ...data.metadata, locale, typography: { ...data.metadata.typography, font } },
  };
}
