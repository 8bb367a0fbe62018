import type { ResumeData } from "@/lib/resume/schema";
import { applyArabicFontRule } from "@/lib/templates/fonts";

/** A flag emoji from a tag's region ("ar-SA" → 🇸🇦); empty when the tag has no region. */
export function flagOf(locale: string): string {
  const region = locale.split("-").find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part));
  if (!region) return "";
  return String.fromCodePoint(...[...region.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** Sets the resume's language; an Arabic one switches a font without Arabic letters to El Messiri (spec §4). */
export function changeResumeLocale(data: ResumeData, locale: string): ResumeData {
  if (data.metadata.locale === locale) return data;
  const font = applyArabicFontRule(data.metadata.typography.font, locale);
  return {
    ...data,
    metadata: { ...data.metadata, locale, typography: { ...data.metadata.typography, font } },
  };
}
