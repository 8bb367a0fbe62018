import { writingSystemOf } from "@/core/templates/direction";
import { fontPackages, type FontPackage } from "@/core/templates/font-packages";
import { fontUnicodeRanges } from "@/core/templates/font-unicode-ranges";
import { fallbackFamilies, quoteFamily, scriptFallbacks } from "./font-stacks";
import { cjkFonts, fontCategory, fontPackageOf, isCjk } from "@/core/templates/fonts";

/*
 * The @font-face CSS for the fonts a resume uses, pointing at the app's font route, and its
 * trimming for print. The server renderer and the builder's preview produce the same CSS.
 */

/** Where the font route serves package files: /fonts/<package>/files/<file>. */
export const fontRoutePrefix = "/fonts";

/** Weights the templates draw with (body, medium labels, semibold headings, bold names). */
const templateWeights = [400, 500, 600, 700];

type FaceRequest = { family: string; subsets?: readonly string[]; weights?: readonly number[]; italic?: boolean };

/**
 * @font-face rules for the families a resume uses, pointing at the app's font route under
 * `assetBaseUrl` ("" for same-origin relative URLs). Families the app does not bundle are skipped:
 * they come from the system or a web catalogue, never needed for printing.
 */
export function fontFaceCss(
  families: readonly string[],
  locale: string,
  assetBaseUrl = "",
  { printFontsFirst = false } = {},
): string {
  const key = JSON.stringify([families, writingSystemOf(locale), assetBaseUrl, printFontsFirst]);
  let css = fontFaceCache.get(key);
  if (css === undefined) {
    css = buildFontFaceCss(families, locale, assetBaseUrl, printFontsFirst);
    // Few distinct combinations exist (a font, a script, an origin); the bound only guards memory.
    if (fontFaceCache.size > 500) fontFaceCache.clear();
    fontFaceCache.set(key, css);
  }
  return css;
}

const fontFaceCache = new Map<string, string>();

/** A package's unicode-range by subset (and numbered slice). */
const unicodeRangesOf = (fontPackage: FontPackage) => fontUnicodeRanges[fontPackage.packageName] ?? {};

/** The numbered slices of a CJK package ("[0]", "[1]", ...): its script, without Latin. */
function cjkSlices(family: string): string[] {
  const fontPackage = fontPackageOf(family);
  return fontPackage ? Object.keys(unicodeRangesOf(fontPackage)).filter((subset) => subset.startsWith("[")) : [];
}

/** One @font-face rule: its face and where the file is served. */
type FaceSource = Face & { url: string; printFont: string | null };

/** The faces fontFaceCss declares, in its order, each once. */
function faceSources(
  families: readonly string[],
  locale: string,
  assetBaseUrl: string,
  printFontsFirst: boolean,
): FaceSource[] {
  const requests: FaceRequest[] = [];
  const writingSystem = writingSystemOf(locale);
  // A CJK resume gets its bundled Noto Sans: the script's slices in regular and bold (the in-between
  // weights the templates use resolve to these), loaded slice by slice as characters need them.
  if (isCjk(writingSystem))
    requests.push({
      family: cjkFonts[writingSystem],
      subsets: cjkSlices(cjkFonts[writingSystem]),
      weights: [400, 700],
    });
  for (const family of families) {
    requests.push({ family, italic: true });
    const category = fontCategory(family);
    for (const fallback of fallbackFamilies(category, writingSystemOf(locale))) {
      const scriptFallback = Object.values(scriptFallbacks).find((entry) => entry.family === fallback);
      if (scriptFallback)
        requests.push({ family: scriptFallback.family, subsets: [scriptFallback.subset], weights: [400, 700] });
    }
  }
  const seen = new Set<string>();
  const sources: FaceSource[] = [];
  for (const request of requests) {
    const fontPackage = fontPackageOf(request.family);
    if (!fontPackage) continue;
    for (const face of fontFaces(fontPackage, request)) {
      const key = `${face.family}|${face.subset}|${face.weight}|${face.style}`;
      if (seen.has(key)) continue;
      seen.add(key);
      sources.push({
        ...face,
        url: `${assetBaseUrl}${fontRoutePrefix}/${fontPackage.packageName}/files/${face.file}?v=${fontPackage.metadata.version}`,
        printFont: printFontsFirst ? printFontName(fontPackage, face) : null,
      });
    }
  }
  return sources;
}

function buildFontFaceCss(
  families: readonly string[],
  locale: string,
  assetBaseUrl: string,
  printFontsFirst: boolean,
): string {
  return faceSources(families, locale, assetBaseUrl, printFontsFirst)
    .map(
      (face) =>
        `@font-face{font-family:${quoteFamily(face.family)};font-style:${face.style};font-display:block;font-weight:${face.weight};` +
        `src:${face.printFont ? `local("${face.printFont}"),` : ""}url(${face.url}) format("woff2");` +
        `unicode-range:${face.unicodeRange}}`,
    )
    .join("\n");
}

/**
 * The same-origin addresses of the font files that fontFaceCss would have the browser fetch to draw
 * `text` upright in the given weights: the faces whose unicode-range meets the text's characters (a
 * variable face counts for every weight in its range). For preloading what a page's first screen draws.
 */
export function fontFilesDrawing(
  text: string,
  families: readonly string[],
  locale: string,
  weights: readonly number[] = [400, 700],
): string[] {
  const codePoints = codePointsOf(text);
  const drawsWeight = (face: Face) => {
    const [low, high = low] = face.weight.split(" ").map(Number);
    return weights.some((weight) => weight >= low! && weight <= high!);
  };
  return faceSources(families, locale, "", false)
    .filter((face) => face.style === "normal" && drawsWeight(face) && rangesMeet(face.unicodeRange, codePoints))
    .map((face) => face.url);
}

/**
 * The name the print browser knows a face's file by, as a system font (lib/pdf/print-fonts.ts
 * installs them), or null for the faces that stay web fonts: CJK slices (thousands of files, loaded
 * as characters need them) and variable fonts.
 */
export function printFontName(fontPackage: FontPackage, face: Pick<Face, "subset" | "file">): string | null {
  if (fontPackage.packageName.startsWith("@fontsource-variable/") || face.subset.startsWith("[")) return null;
  return `vitae-${face.file.replace(/\.woff2$/, "")}`;
}

/** Every face the print browser has as a system font: all fontFaceCss can ask for but the web-only ones. */
export function printFontFaces(): { packageName: string; version: string; file: string; name: string }[] {
  return fontPackages.flatMap((fontPackage) =>
    fontFaces(fontPackage, { family: fontPackage.metadata.family, italic: true }).flatMap((face) => {
      const name = printFontName(fontPackage, face);
      return name
        ? [{ packageName: fontPackage.packageName, version: fontPackage.metadata.version, file: face.file, name }]
        : [];
    }),
  );
}

/**
 * The document without the @font-face rules that none of its characters falls in. For printing,
 * where the text is final: the print browser looks every declared face up as the document loads,
 * used or not (about 0.3 ms a rule, and a Latin resume declares 60). Characters written as CSS
 * escapes (`content: "\2022"`) count as well.
 */
export function withoutUnusedFontFaces(html: string): string {
  const escaped = [...html.matchAll(/\\([0-9a-fA-F]{1,6})/g)].map(([, hex]) => Number.parseInt(hex!, 16));
  const codePoints = codePointsOf(html, escaped);
  return html.replace(/@font-face\s*\{[^}]*?unicode-range:([^}]*)\}/g, (rule, ranges: string) =>
    rangesMeet(ranges, codePoints) ? rule : "",
  );
}

/** The distinct code points of `text` (and of `more`), sorted. */
function codePointsOf(text: string, more: readonly number[] = []): number[] {
  const present = new Set<number>(more);
  const ascii = new Uint8Array(128);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.codePointAt(index)!;
    if (code < 128) ascii[code] = 1;
    else {
      present.add(code);
      if (code > 0xffff) index += 1; // the second half of a surrogate pair
    }
  }
  ascii.forEach((seen, code) => seen && present.add(code));
  return [...present].sort((a, b) => a - b);
}

/** Whether any of the sorted code points falls in a `unicode-range` list ("U+0000-00FF,U+0131"). */
function rangesMeet(ranges: string, codePoints: readonly number[]): boolean {
  for (const range of ranges.split(",")) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(range);
    // A form this does not read (a wildcard, say): keep the rule.
    if (!match) return true;
    const start = Number.parseInt(match[1]!, 16);
    const end = match[2] ? Number.parseInt(match[2], 16) : start;
    // The first code point at or after the range's start, by binary search.
    let low = 0;
    let high = codePoints.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (codePoints[middle]! < start) low = middle + 1;
      else high = middle;
    }
    if (low < codePoints.length && codePoints[low]! <= end) return true;
  }
  return false;
}

type Face = {
  family: string;
  subset: string;
  weight: string;
  style: "normal" | "italic";
  file: string;
  unicodeRange: string;
};

/** The faces of one package a request needs; variable packages have one file per subset and style. */
export function fontFaces(
  fontPackage: FontPackage,
  request: FaceRequest = { family: fontPackage.metadata.family },
): Face[] {
  const { metadata } = fontPackage;
  const unicodeRanges = unicodeRangesOf(fontPackage);
  const isVariable = fontPackage.packageName.startsWith("@fontsource-variable/");
  const subsets = [
    ...metadata.subsets,
    ...Object.keys(unicodeRanges).filter((subset) => subset.startsWith("[")),
  ].filter((subset) => unicodeRanges[subset] && (!request.subsets || request.subsets.includes(subset)));
  const wanted = request.weights ?? templateWeights;
  const available = metadata.weights.filter((weight) => wanted.includes(weight));
  const weights = available.length > 0 ? available : [metadata.weights.includes(400) ? 400 : metadata.weights[0]!];
  const styles: ("normal" | "italic")[] =
    request.italic && metadata.styles.includes("italic") ? ["normal", "italic"] : ["normal"];
  const faces: Face[] = [];
  for (const subset of subsets) {
    for (const style of styles) {
      const unicodeRange = unicodeRanges[subset]!;
      if (isVariable) {
        faces.push({
          family: metadata.family,
          subset,
          weight: "100 900",
          style,
          file: `${metadata.id}-${subset}-wght-${style}.woff2`,
          unicodeRange,
        });
        continue;
      }
      // A numbered slice "[12]" is in the file name as "12".
      const filePart = subset.replace(/^\[(\d+)\]$/, "$1");
      // Italics only in the weights body text uses, to keep the CSS small.
      for (const weight of style === "italic" ? weights.filter((value) => value === 400 || value === 700) : weights) {
        faces.push({
          family: metadata.family,
          subset,
          weight: String(weight),
          style,
          file: `${metadata.id}-${filePart}-${weight}-${style}.woff2`,
          unicodeRange,
        });
      }
    }
  }
  return faces;
}
