// The unicode-range of each subset of the bundled @fontsource packages (their unicode.json), for the
// @font-face CSS (font-face-css.ts). Apart from the catalogue (font-packages.ts) because it is about
// 100 KiB compressed: only the pages that write @font-face rules load it, not the builder's font picker.
// The CJK packages split their script into about a hundred numbered slices ("[0]" ... "[119]", files
// named <id>-<n>-<weight>-<style>.woff2), each with its unicode-range, so a page loads only the slices
// its characters fall in.
import alexandriaRanges from "@fontsource/alexandria/unicode.json";
import almaraiRanges from "@fontsource/almarai/unicode.json";
import amiriRanges from "@fontsource/amiri/unicode.json";
import cairoRanges from "@fontsource/cairo/unicode.json";
import changaRanges from "@fontsource/changa/unicode.json";
import dancingScriptRanges from "@fontsource/dancing-script/unicode.json";
import ebGaramondRanges from "@fontsource/eb-garamond/unicode.json";
import elMessiriRanges from "@fontsource/el-messiri/unicode.json";
import greatVibesRanges from "@fontsource/great-vibes/unicode.json";
import ibmPlexSansArabicRanges from "@fontsource/ibm-plex-sans-arabic/unicode.json";
import ibmPlexSerifRanges from "@fontsource/ibm-plex-serif/unicode.json";
import interRanges from "@fontsource/inter/unicode.json";
import lateefRanges from "@fontsource/lateef/unicode.json";
import latoRanges from "@fontsource/lato/unicode.json";
import lemonadaRanges from "@fontsource/lemonada/unicode.json";
import merriweatherRanges from "@fontsource/merriweather/unicode.json";
import montserratRanges from "@fontsource/montserrat/unicode.json";
import notoKufiArabicRanges from "@fontsource/noto-kufi-arabic/unicode.json";
import notoNaskhArabicRanges from "@fontsource/noto-naskh-arabic/unicode.json";
import notoSansArabicRanges from "@fontsource/noto-sans-arabic/unicode.json";
import notoSansDevanagariRanges from "@fontsource/noto-sans-devanagari/unicode.json";
import notoSansHebrewRanges from "@fontsource/noto-sans-hebrew/unicode.json";
import notoSansJpRanges from "@fontsource/noto-sans-jp/unicode.json";
import notoSansKrRanges from "@fontsource/noto-sans-kr/unicode.json";
import notoSansScRanges from "@fontsource/noto-sans-sc/unicode.json";
import notoSansTcRanges from "@fontsource/noto-sans-tc/unicode.json";
import notoSansThaiRanges from "@fontsource/noto-sans-thai/unicode.json";
import openSansRanges from "@fontsource/open-sans/unicode.json";
import playfairDisplayRanges from "@fontsource/playfair-display/unicode.json";
import poppinsRanges from "@fontsource/poppins/unicode.json";
import ptSerifRanges from "@fontsource/pt-serif/unicode.json";
import readexProRanges from "@fontsource/readex-pro/unicode.json";
import reemKufiRanges from "@fontsource/reem-kufi/unicode.json";
import robotoRanges from "@fontsource/roboto/unicode.json";
import scheherazadeNewRanges from "@fontsource/scheherazade-new/unicode.json";
import sourceSerifFourRanges from "@fontsource/source-serif-4/unicode.json";
import tajawalRanges from "@fontsource/tajawal/unicode.json";
import vazirmatnRanges from "@fontsource/vazirmatn/unicode.json";

/** Each package's subsets (and numbered slices) and their unicode-range, by package name. */
export const fontUnicodeRanges: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "@fontsource/alexandria": alexandriaRanges,
  "@fontsource/almarai": almaraiRanges,
  "@fontsource/amiri": amiriRanges,
  "@fontsource/cairo": cairoRanges,
  "@fontsource/changa": changaRanges,
  "@fontsource/dancing-script": dancingScriptRanges,
  "@fontsource/eb-garamond": ebGaramondRanges,
  "@fontsource/el-messiri": elMessiriRanges,
  "@fontsource/great-vibes": greatVibesRanges,
  "@fontsource/ibm-plex-sans-arabic": ibmPlexSansArabicRanges,
  "@fontsource/ibm-plex-serif": ibmPlexSerifRanges,
  "@fontsource/inter": interRanges,
  "@fontsource/lateef": lateefRanges,
  "@fontsource/lato": latoRanges,
  "@fontsource/lemonada": lemonadaRanges,
  "@fontsource/merriweather": merriweatherRanges,
  "@fontsource/montserrat": montserratRanges,
  "@fontsource/noto-kufi-arabic": notoKufiArabicRanges,
  "@fontsource/noto-naskh-arabic": notoNaskhArabicRanges,
  "@fontsource/noto-sans-arabic": notoSansArabicRanges,
  "@fontsource/noto-sans-devanagari": notoSansDevanagariRanges,
  "@fontsource/noto-sans-hebrew": notoSansHebrewRanges,
  "@fontsource/noto-sans-jp": notoSansJpRanges,
  "@fontsource/noto-sans-kr": notoSansKrRanges,
  "@fontsource/noto-sans-sc": notoSansScRanges,
  "@fontsource/noto-sans-tc": notoSansTcRanges,
  "@fontsource/noto-sans-thai": notoSansThaiRanges,
  "@fontsource/open-sans": openSansRanges,
  "@fontsource/playfair-display": playfairDisplayRanges,
  "@fontsource/poppins": poppinsRanges,
  "@fontsource/pt-serif": ptSerifRanges,
  "@fontsource/readex-pro": readexProRanges,
  "@fontsource/reem-kufi": reemKufiRanges,
  "@fontsource/roboto": robotoRanges,
  "@fontsource/scheherazade-new": scheherazadeNewRanges,
  "@fontsource/source-serif-4": sourceSerifFourRanges,
  "@fontsource/tajawal": tajawalRanges,
  "@fontsource/vazirmatn": vazirmatnRanges,
};
