import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";

/*
 * The interface's fonts for a language whose script Inter lacks (Arabic, Persian, Hebrew, Thai, Hindi) arrive after
 * the first paint when they are found through the stylesheet, and the page moves when they replace the system's
 * font (the hero's heading and everything below it: Lighthouse measured a layout shift of 0.058 on /ar-SA). The
 * locale layout asks for them with the HTML instead (<link rel="preload">), so they are usually there for the first
 * paint. Their addresses carry the build's hash: they are read from the build's media folder once.
 */

/** The regular and semibold faces of each script's font (app/[locale]/layout.tsx imports the same @fontsource files). */
const scriptFonts: Readonly<Record<string, readonly string[]>> = {
  ar: ["ibm-plex-sans-arabic-arabic-400-normal", "ibm-plex-sans-arabic-arabic-600-normal"],
  fa: ["vazirmatn-arabic-400-normal", "vazirmatn-arabic-600-normal"],
  he: ["noto-sans-hebrew-hebrew-400-normal", "noto-sans-hebrew-hebrew-600-normal"],
  th: ["noto-sans-thai-thai-400-normal", "noto-sans-thai-thai-600-normal"],
  hi: ["noto-sans-devanagari-devanagari-400-normal", "noto-sans-devanagari-devanagari-600-normal"],
};

let mediaFiles: readonly string[] | undefined;

/** The build's font files (none outside a production build, which then only loses the preload). */
function media(): readonly string[] {
  if (!mediaFiles)
    try {
      mediaFiles = readdirSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "static", "media"));
    } catch {
      mediaFiles = [];
    }
  return mediaFiles;
}

/** The addresses of the WOFF2 files a page in `locale` draws its first paint with, beyond Inter. */
export function scriptFontPreloads(locale: string): string[] {
  const fonts = scriptFonts[locale.split("-")[0] ?? ""] ?? [];
  return fonts.flatMap((font) => {
    const file = media().find((name) => name.startsWith(`${font}.`) && name.endsWith(".woff2"));
    return file ? [`/_next/static/media/${file}`] : [];
  });
}
