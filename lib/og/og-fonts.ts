import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

/*
 * The fonts of the generated share images (components/og), from the bundled @fontsource packages:
 * satori reads WOFF (not WOFF2), and only the subsets that hold the characters of the card's text are
 * read, the same way a browser picks files by the stylesheets' unicode-range.
 *
 * Arabic, Persian and Urdu use IBM Plex Sans Arabic: Noto Sans Arabic and Noto Kufi Arabic make satori's
 * font reader throw (an OpenType lookup it does not support).
 */

export type OgFontWeight = 400 | 700;
export type OgFont = { name: string; data: Buffer; weight: OgFontWeight; style: "normal" };

type Face = { file: string; ranges: [number, number][] };

const latin = ["inter"];
const scripts = ["ibm-plex-sans-arabic", "noto-sans-hebrew", "noto-sans-devanagari", "noto-sans-thai"];
const cjkByLocale: Record<string, string[]> = {
  "ja-JP": ["noto-sans-jp", "noto-sans-sc"],
  "ko-KR": ["noto-sans-kr", "noto-sans-sc"],
  "zh-CN": ["noto-sans-sc", "noto-sans-jp"],
  "zh-TW": ["noto-sans-tc", "noto-sans-sc"],
};

function fontRoot(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules", "@fontsource");
}

function parseRanges(value: string): [number, number][] {
  return value.split(",").map((part) => {
    const [start = "0", end] = part.trim().replace(/^U\+/i, "").split("-");
    const first = Number.parseInt(start, 16);
    return [first, end ? Number.parseInt(end, 16) : first];
  });
}

/** The faces of one package and weight, from its stylesheet: file names and unicode ranges. */
const facesCache = new Map<string, Promise<Face[]>>();
function facesOf(pkg: string, weight: OgFontWeight): Promise<Face[]> {
  const key = `${pkg}/${weight}`;
  let faces = facesCache.get(key);
  if (!faces) {
    faces = readFile(path.join(fontRoot(), pkg, `${weight}.css`), "utf8")
      .then((css) =>
        [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body = ""]) => {
          const file = /url\(\.\/files\/([a-z0-9-]+\.woff)\)/.exec(body)?.[1];
          const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
          return file ? [{ file, ranges: range ? parseRanges(range) : [[0, 0x10ffff] as [number, number]] }] : [];
        }),
      )
      .catch(() => []);
    facesCache.set(key, faces);
  }
  return faces;
}

const fileCache = new Map<string, Promise<Buffer>>();
function fontFile(pkg: string, file: string): Promise<Buffer> {
  const key = `${pkg}/${file}`;
  let data = fileCache.get(key);
  if (!data) {
    data = readFile(path.join(fontRoot(), pkg, "files", file));
    fileCache.set(key, data);
  }
  return data;
}

const covers = (face: Face, code: number) => face.ranges.some(([start, end]) => code >= start && code <= end);

/**
 * The font files a card needs to draw `text` in the given weights: Inter for Latin, Cyrillic and Greek,
 * then the script packages and, for Chinese, Japanese and Korean, the locale's own first. Each
 * character takes the first package that covers it; the files are read once per process.
 */
export async function ogFonts(
  text: string,
  locale: string,
  weights: readonly OgFontWeight[] = [400, 700],
): Promise<OgFont[]> {
  const packages = [...latin, ...scripts, ...(cjkByLocale[locale] ?? ["noto-sans-sc", "noto-sans-jp", "noto-sans-kr"])];
  const codes = [...new Set([..."Aa0", ...text].map((char) => char.codePointAt(0) ?? 0))].filter((code) => code > 0x20);
  const fonts: Promise<OgFont>[] = [];
  for (const weight of weights) {
    let missing = codes;
    for (const pkg of packages) {
      if (missing.length === 0) break;
      const faces = await facesOf(pkg, weight);
      for (const face of faces) {
        const used = missing.filter((code) => covers(face, code));
        if (used.length === 0) continue;
        missing = missing.filter((code) => !covers(face, code));
        // Satori keeps one font per name, weight and style: each subset file is a font of its own
        // (the cards' font-family is "inter"; every other font is a fallback for the glyphs it holds).
        const name =
          pkg === "inter" && /^inter-latin-\d/.test(face.file) ? "inter" : face.file.replace(/-\d+-normal\.woff$/, "");
        fonts.push(fontFile(pkg, face.file).then((data) => ({ name, data, weight, style: "normal" as const })));
      }
    }
  }
  return Promise.all(fonts);
}
