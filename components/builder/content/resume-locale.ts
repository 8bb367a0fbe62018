import type { ResumeData } from "@/lib/resume/schema";
import { applyArabicFontRule } from "@/lib/templates/fonts";

/** A tag's region in lower case, for its flag ("ar-SA" → "sa"); null when the tag has none. */
export function regionOf(locale: string): string | null {
  return locale.split("-").find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part))?.toLowerCase() ?? null;
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
