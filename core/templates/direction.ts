/*
 * Which way a resume reads and which writing system it is in, from its language tag
 * (metadata.locale). Pure, shared by the server renderer and the builder's preview.
 */

const rightToLeftLanguages = new Set(["ar", "fa", "he", "iw", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"]);

export type WritingSystem =
  "latin" | "arabic" | "hebrew" | "devanagari" | "thai" | "cjk-sc" | "cjk-tc" | "cjk-jp" | "cjk-kr";

function language(locale: string): string {
  return (locale.split(/[-_]/)[0] ?? "").toLowerCase();
}

export function isRightToLeft(locale: string): boolean {
  return rightToLeftLanguages.has(language(locale));
}

export function resumeDirection(locale: string): "rtl" | "ltr" {
  return isRightToLeft(locale) ? "rtl" : "ltr";
}

export function writingSystemOf(locale: string): WritingSystem {
  const lang = language(locale);
  const region = (locale.split(/[-_]/).slice(1).join("-") || "").toUpperCase();
  if (["ar", "fa", "ur", "ps", "ckb", "sd", "ug"].includes(lang)) return "arabic";
  if (["he", "iw", "yi"].includes(lang)) return "hebrew";
  if (["hi", "mr", "ne", "sa", "kok", "mai"].includes(lang)) return "devanagari";
  if (lang === "th") return "thai";
  if (lang === "ja") return "cjk-jp";
  if (lang === "ko") return "cjk-kr";
  if (lang === "zh") return ["TW", "HK", "MO", "HANT"].some((part) => region.includes(part)) ? "cjk-tc" : "cjk-sc";
  return "latin";
}
