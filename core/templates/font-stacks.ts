import { writingSystemOf, type WritingSystem } from "@/core/templates/direction";
import { fontCategory, isCjk, type CjkWritingSystem, type FontCategory } from "@/core/templates/fonts";

/*
 * The CSS font-family stack of a resume: its font, then bundled fonts for the scripts it may lack,
 * then system CJK fonts, then the generic family.
 */

// Fonts that cover a writing system the chosen font may lack. Bundled ones are loaded per script
// (unicode-range), so they cost nothing until a character of theirs appears. CJK: the bundled Noto
// Sans SC/TC/JP/KR (declared for a resume in that writing system only, as their ranges make a
// large stylesheet), then system fonts for CJK text in a resume of another language.
export const scriptFallbacks: Record<
  "arabic-serif" | "arabic-sans" | "hebrew" | "devanagari" | "thai",
  { family: string; subset: string }
> = {
  "arabic-serif": { family: "Noto Naskh Arabic", subset: "arabic" },
  "arabic-sans": { family: "IBM Plex Sans Arabic", subset: "arabic" },
  hebrew: { family: "Noto Sans Hebrew", subset: "hebrew" },
  devanagari: { family: "Noto Sans Devanagari", subset: "devanagari" },
  thai: { family: "Noto Sans Thai", subset: "thai" },
};

const cjkSystemFonts: Record<CjkWritingSystem, string[]> = {
  "cjk-sc": ["Noto Sans SC", "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei"],
  "cjk-tc": ["Noto Sans TC", "Noto Sans CJK TC", "PingFang TC", "Microsoft JhengHei"],
  "cjk-jp": ["Noto Sans JP", "Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic"],
  "cjk-kr": ["Noto Sans KR", "Noto Sans CJK KR", "Apple SD Gothic Neo", "Malgun Gothic"],
};

function genericFamily(category: FontCategory): string {
  if (category === "serif") return "serif";
  if (category === "handwriting") return "cursive";
  if (category === "monospace") return "monospace";
  return "sans-serif";
}

export function quoteFamily(family: string): string {
  return `"${family.replace(/["\\<>;{}]/g, "")}"`;
}

export function fallbackFamilies(category: FontCategory, writingSystem: WritingSystem): string[] {
  const arabic = category === "serif" ? scriptFallbacks["arabic-serif"] : scriptFallbacks["arabic-sans"];
  const bundled = [arabic, scriptFallbacks.hebrew, scriptFallbacks.devanagari, scriptFallbacks.thai].map(
    ({ family }) => family,
  );
  const cjkOrder: CjkWritingSystem[] = ["cjk-sc", "cjk-jp", "cjk-kr", "cjk-tc"];
  if (isCjk(writingSystem)) {
    cjkOrder.splice(cjkOrder.indexOf(writingSystem), 1);
    cjkOrder.unshift(writingSystem);
  }
  return [...bundled, ...cjkOrder.flatMap((key) => cjkSystemFonts[key])];
}

/** The CSS font-family value for a resume: its font, then per-script fallbacks, then the generic family. */
export function fontStack(family: string, locale: string): string {
  const category = fontCategory(family);
  const families = [family, ...fallbackFamilies(category, writingSystemOf(locale))];
  return [...new Set(families)].map(quoteFamily).concat(genericFamily(category)).join(", ");
}
