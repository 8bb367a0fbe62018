import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { fontPackages } from "@/core/templates/font-packages";
import { fontUnicodeRanges } from "@/core/templates/font-unicode-ranges";
import { writingSystemOf } from "@/core/templates/direction";
import { fontFaceCss, fontFaces, fontFilesDrawing, printFontFaces, withoutUnusedFontFaces } from "./font-face-css";
import { fontStack } from "./font-stacks";
import { cjkFonts } from "@/core/templates/fonts";

const nodeModules = path.join(process.cwd(), "node_modules");

describe("fontFaces", () => {
  it("points every @font-face at a file that exists in its package", () => {
    for (const fontPackage of fontPackages) {
      const faces = fontFaces(fontPackage, { family: fontPackage.metadata.family, italic: true });
      expect(faces.length, fontPackage.packageName).toBeGreaterThan(0);
      for (const face of faces) {
        expect(existsSync(path.join(nodeModules, fontPackage.packageName, "files", face.file)), face.file).toBe(true);
      }
    }
  });

  it("has the unicode ranges of exactly the catalogue's packages (kept in a module of their own)", () => {
    expect(Object.keys(fontUnicodeRanges).sort()).toEqual(fontPackages.map(({ packageName }) => packageName).sort());
  });
});

describe("fontFilesDrawing", () => {
  const fileOf = (url: string) => url.replace(/^.*\/files\//, "").replace(/\?.*$/, "");

  it("names the upright regular and bold files of the subsets the text's characters fall in", () => {
    const urls = fontFilesDrawing("Emily Carter, Senior Engineer", ["IBM Plex Serif"], "en-US");
    expect(urls.map(fileOf).sort()).toEqual([
      "ibm-plex-serif-latin-400-normal.woff2",
      "ibm-plex-serif-latin-700-normal.woff2",
    ]);
    // The same addresses the page's @font-face rules use, so the browser takes the preloaded files.
    const css = fontFaceCss(["IBM Plex Serif"], "en-US");
    for (const url of urls) expect(css).toContain(`url(${url})`);
  });

  it("adds a subset only when the text needs it, and the script's own font for an Arabic name", () => {
    const polish = fontFilesDrawing("Łukasz Żółć", ["IBM Plex Serif"], "pl-PL", [700]).map(fileOf);
    expect(polish).toContain("ibm-plex-serif-latin-ext-700-normal.woff2");
    expect(polish.every((file) => file.endsWith("-700-normal.woff2"))).toBe(true);
    const arabic = fontFilesDrawing("ليلى حسن", ["IBM Plex Serif"], "ar-SA").map(fileOf);
    expect(arabic.some((file) => file.includes("arabic"))).toBe(true);
    expect(arabic.some((file) => file.includes("cyrillic") || file.includes("latin-ext"))).toBe(false);
  });

  it("counts a variable face for every weight in its range", () => {
    const urls = fontFilesDrawing("Emily", ["Inter Variable"], "en-US", [600]);
    for (const url of urls) expect(url).toContain("wght-normal");
  });
});

describe("fontFaceCss", () => {
  it("writes faces for the chosen family with the app's own URLs and unicode ranges", () => {
    const css = fontFaceCss(["El Messiri"], "ar-SA", "https://app.example");
    expect(css).toContain('font-family:"El Messiri"');
    expect(css).toContain(
      "url(https://app.example/fonts/@fontsource/el-messiri/files/el-messiri-arabic-400-normal.woff2?v=",
    );
    expect(css).toContain("unicode-range:U+0600-06FF");
    expect(css).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
  });

  it("uses static Inter, one file per weight (embedded as TrueType, half the PDF of the variable font)", () => {
    const css = fontFaceCss(["Inter"], "en-US");
    expect(css).toContain("/fonts/@fontsource/inter/files/inter-latin-400-normal.woff2");
    expect(css).toContain("/fonts/@fontsource/inter/files/inter-latin-700-normal.woff2");
    expect(css).not.toContain("wght");
  });

  it("declares the bundled Noto Sans of a CJK resume's writing system, slice by slice", () => {
    const expectations = {
      "zh-CN": "noto-sans-sc",
      "zh-TW": "noto-sans-tc",
      "ja-JP": "noto-sans-jp",
      "ko-KR": "noto-sans-kr",
    } as const;
    for (const [locale, id] of Object.entries(expectations)) {
      const css = fontFaceCss(["Inter"], locale);
      const files = [...css.matchAll(new RegExp(`@fontsource/${id}/files/(${id}-[^?]+)`, "g"))].map(
        (match) => match[1]!,
      );
      expect(files.length, locale).toBeGreaterThan(100);
      // Only the script's numbered slices, in regular and bold: never its Latin or the whole-script file.
      for (const file of files) expect(file).toMatch(new RegExp(`^${id}-\\d+-(400|700)-normal\\.woff2$`));
      for (const other of Object.values(expectations).filter((value) => value !== id))
        expect(css).not.toContain(`@fontsource/${other}/`);
      expect(
        fontStack("Inter", locale).indexOf(cjkFonts[writingSystemOf(locale) as keyof typeof cjkFonts]),
      ).toBeGreaterThan(0);
    }
    expect(fontFaceCss(["Inter"], "en-US")).not.toMatch(/noto-sans-(sc|tc|jp|kr)/);
    // The bundled family comes before the system's Noto Sans CJK, so the PDF embeds the app's own.
    const stack = fontStack("Inter", "ja-JP");
    expect(stack.indexOf('"Noto Sans JP"')).toBeLessThan(stack.indexOf('"Noto Sans CJK JP"'));
    expect(stack.indexOf('"Noto Sans JP"')).toBeLessThan(stack.indexOf('"Noto Sans SC"'));
  });

  it("adds script fallbacks limited to their own script", () => {
    const css = fontFaceCss(["Lato"], "hi-IN");
    expect(css).toContain("noto-sans-devanagari-devanagari-400-normal.woff2");
    expect(css).not.toContain("noto-sans-devanagari-latin-");
  });

  it("skips families the app does not bundle", () => {
    expect(fontFaceCss(["Arial"], "en-US")).not.toContain('"Arial"');
  });

  it("asks the print browser for its own copy of each face first, the web font after", () => {
    const css = fontFaceCss(["El Messiri"], "ar-SA", "", { printFontsFirst: true });
    expect(css).toContain(
      'src:local("vitae-el-messiri-arabic-400-normal"),url(/fonts/@fontsource/el-messiri/files/el-messiri-arabic-400-normal.woff2?v=',
    );
    expect(fontFaceCss(["El Messiri"], "ar-SA")).not.toContain("local(");
    // CJK slices stay web fonts only: thousands of files the print browser does not get.
    const japanese = fontFaceCss(["Inter"], "ja-JP", "", { printFontsFirst: true });
    expect(japanese).toMatch(/src:url\(\/fonts\/@fontsource\/noto-sans-jp\/files\/noto-sans-jp-\d+-400-normal/);
    expect(japanese).not.toMatch(/local\("vitae-noto-sans-jp-\d/);
  });
});

describe("printFontFaces", () => {
  it("lists every face the print CSS names locally, each once, each an existing file", () => {
    const faces = printFontFaces();
    expect(new Set(faces.map((face) => face.name)).size).toBe(faces.length);
    for (const face of faces)
      expect(existsSync(path.join(nodeModules, face.packageName, "files", face.file)), face.file).toBe(true);
    const named = new Set(faces.map((face) => face.name));
    for (const locale of ["en-US", "ar-SA", "he-IL", "hi-IN", "th-TH", "ja-JP"]) {
      const css = fontFaceCss(["Inter", "Dancing Script"], locale, "", { printFontsFirst: true });
      for (const [, name] of css.matchAll(/local\("([^"]+)"\)/g)) expect(named.has(name!), name).toBe(true);
    }
  });
});

describe("withoutUnusedFontFaces", () => {
  const document = (css: string, text: string) =>
    `<html><head></head><body><style>${css}</style><p>${text}</p></body></html>`;
  const faces = (html: string) => [...html.matchAll(/files\/([a-z0-9-]+)\.woff2/g)].map((match) => match[1]);

  it("keeps the faces the text's characters fall in and drops the others", () => {
    const css = fontFaceCss(["Inter"], "en-US");
    const kept = faces(withoutUnusedFontFaces(document(css, "Plain English")));
    expect(kept).toContain("inter-latin-400-normal");
    expect(kept).toContain("inter-latin-700-italic");
    expect(kept.some((face) => /cyrillic|greek|vietnamese/.test(face!))).toBe(false);
    // One Cyrillic letter brings its faces back; the rest of the document is untouched.
    const withCyrillic = withoutUnusedFontFaces(document(css, "Plain English, Ж"));
    expect(faces(withCyrillic)).toContain("inter-cyrillic-400-normal");
    expect(withCyrillic).toContain("<p>Plain English, Ж</p>");
  });

  it("counts characters written as CSS escapes, and those beyond the Basic Multilingual Plane", () => {
    const css = fontFaceCss(["Inter"], "en-US");
    expect(faces(withoutUnusedFontFaces(document(`${css} .x::before { content: "\\0416"; }`, "text")))).toContain(
      "inter-cyrillic-400-normal",
    );
    const rule = (range: string) =>
      `@font-face{font-family:"X";src:url(/fonts/@fontsource/x/files/x-${range.length}.woff2);unicode-range:${range}}`;
    expect(withoutUnusedFontFaces(document(rule("U+1F600-1F64F"), "smile 😀"))).toContain("U+1F600-1F64F");
    expect(withoutUnusedFontFaces(document(rule("U+1F680-1F6FF"), "smile 😀"))).not.toContain("U+1F680-1F6FF");
    // A range it cannot read is kept rather than guessed at.
    expect(withoutUnusedFontFaces(document(rule("U+4??"), "text"))).toContain("U+4??");
  });

  it("keeps only the CJK slices the text uses, and the Arabic faces of an Arabic resume", () => {
    const chinese = withoutUnusedFontFaces(document(fontFaceCss(["Inter"], "zh-CN"), "软件工程师"));
    const slices = faces(chinese).filter((face) => face!.startsWith("noto-sans-sc-"));
    expect(slices.length).toBeGreaterThan(0);
    expect(slices.length).toBeLessThan(20);
    const arabic = faces(withoutUnusedFontFaces(document(fontFaceCss(["El Messiri"], "ar-SA"), "مهندسة برمجيات")));
    expect(arabic).toContain("el-messiri-arabic-400-normal");
    expect(arabic).toContain("el-messiri-arabic-700-normal");
  });
});
