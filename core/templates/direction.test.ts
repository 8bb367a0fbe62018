import { describe, expect, it } from "vitest";

import { isRightToLeft, resumeDirection, writingSystemOf } from "./direction";
import { pageFooterHeight, pageSizeInPixels, pageSizes } from "./page-format";

describe("resume direction and writing system", () => {
  it("reads Arabic, Persian and Hebrew right to left", () => {
    for (const locale of ["ar-SA", "fa-IR", "he-IL", "ar", "ur-PK"])
      expect(resumeDirection(locale), locale).toBe("rtl");
    for (const locale of ["en-US", "zh-CN", "hi-IN", "th-TH", "de"]) expect(isRightToLeft(locale), locale).toBe(false);
  });

  it("names the writing system whose fonts a resume needs", () => {
    for (const [locale, system] of [
      ["ar-SA", "arabic"],
      ["fa-IR", "arabic"],
      ["he-IL", "hebrew"],
      ["hi-IN", "devanagari"],
      ["th-TH", "thai"],
      ["zh-CN", "cjk-sc"],
      ["zh-TW", "cjk-tc"],
      ["ja-JP", "cjk-jp"],
      ["ko-KR", "cjk-kr"],
      ["pt-BR", "latin"],
    ] as const)
      expect(writingSystemOf(locale), locale).toBe(system);
  });
});

describe("page format", () => {
  it("has the spec's paper sizes", () => {
    expect(pageSizes.a4).toEqual({ width: 210, height: 297 });
    expect(pageSizes.letter).toEqual({ width: 215.9, height: 279.4 });
    expect(pageSizeInPixels("a4")).toEqual({ width: 794, height: 1123 });
    expect(pageSizeInPixels("letter")).toEqual({ width: 816, height: 1056 });
  });

  it("keeps room for page numbers only when they are shown", () => {
    expect(pageFooterHeight({ margin: 40, format: "a4", options: { pageNumbers: true, breakLine: true } })).toBe(40);
    expect(pageFooterHeight({ margin: 0, format: "a4", options: { pageNumbers: true, breakLine: true } })).toBe(32);
    expect(pageFooterHeight({ margin: 40, format: "a4", options: { pageNumbers: false, breakLine: true } })).toBe(0);
  });
});
