// The @fontsource packages the app bundles (see package.json), so that the preview and the PDF have
// their fonts offline. To offer another font, install its @fontsource package and add it here;
// core/templates/font-face-css.test.ts checks that every file the font CSS points at exists.
import alexandriaMetadata from "@fontsource/alexandria/metadata.json";
import alexandriaRanges from "@fontsource/alexandria/unicode.json";
import almaraiMetadata from "@fontsource/almarai/metadata.json";
import almaraiRanges from "@fontsource/almarai/unicode.json";
import amiriMetadata from "@fontsource/amiri/metadata.json";
import amiriRanges from "@fontsource/amiri/unicode.json";
import cairoMetadata from "@fontsource/cairo/metadata.json";
import cairoRanges from "@fontsource/cairo/unicode.json";
import changaMetadata from "@fontsource/changa/metadata.json";
import changaRanges from "@fontsource/changa/unicode.json";
import dancingScriptMetadata from "@fontsource/dancing-script/metadata.json";
import dancingScriptRanges from "@fontsource/dancing-script/unicode.json";
import ebGaramondMetadata from "@fontsource/eb-garamond/metadata.json";
import ebGaramondRanges from "@fontsource/eb-garamond/unicode.json";
import elMessiriMetadata from "@fontsource/el-messiri/metadata.json";
import elMessiriRanges from "@fontsource/el-messiri/unicode.json";
import greatVibesMetadata from "@fontsource/great-vibes/metadata.json";
import greatVibesRanges from "@fontsource/great-vibes/unicode.json";
import ibmPlexSansArabicMetadata from "@fontsource/ibm-plex-sans-arabic/metadata.json";
import ibmPlexSansArabicRanges from "@fontsource/ibm-plex-sans-arabic/unicode.json";
import ibmPlexSerifMetadata from "@fontsource/ibm-plex-serif/metadata.json";
import ibmPlexSerifRanges from "@fontsource/ibm-plex-serif/unicode.json";
import interMetadata from "@fontsource/inter/metadata.json";
import interRanges from "@fontsource/inter/unicode.json";
import lateefMetadata from "@fontsource/lateef/metadata.json";
import lateefRanges from "@fontsource/lateef/unicode.json";
import latoMetadata from "@fontsource/lato/metadata.json";
import latoRanges from "@fontsource/lato/unicode.json";
import lemonadaMetadata from "@fontsource/lemonada/metadata.json";
import lemonadaRanges from "@fontsource/lemonada/unicode.json";
import merriweatherMetadata from "@fontsource/merriweather/metadata.json";
import merriweatherRanges from "@fontsource/merriweather/unicode.json";
import montserratMetadata from "@fontsource/montserrat/metadata.json";
import montserratRanges from "@fontsource/montserrat/unicode.json";
import notoKufiArabicMetadata from "@fontsource/noto-kufi-arabic/metadata.json";
import notoKufiArabicRanges from "@fontsource/noto-kufi-arabic/unicode.json";
import notoNaskhArabicMetadata from "@fontsource/noto-naskh-arabic/metadata.json";
import notoNaskhArabicRanges from "@fontsource/noto-naskh-arabic/unicode.json";
import notoSansArabicMetadata from "@fontsource/noto-sans-arabic/metadata.json";
import notoSansArabicRanges from "@fontsource/noto-sans-arabic/unicode.json";
import notoSansDevanagariMetadata from "@fontsource/noto-sans-devanagari/metadata.json";
import notoSansDevanagariRanges from "@fontsource/noto-sans-devanagari/unicode.json";
import notoSansHebrewMetadata from "@fontsource/noto-sans-hebrew/metadata.json";
import notoSansHebrewRanges from "@fontsource/noto-sans-hebrew/unicode.json";
import notoSansJpMetadata from "@fontsource/noto-sans-jp/metadata.json";
import notoSansJpRanges from "@fontsource/noto-sans-jp/unicode.json";
import notoSansKrMetadata from "@fontsource/noto-sans-kr/metadata.json";
import notoSansKrRanges from "@fontsource/noto-sans-kr/unicode.json";
import notoSansScMetadata from "@fontsource/noto-sans-sc/metadata.json";
import notoSansScRanges from "@fontsource/noto-sans-sc/unicode.json";
import notoSansTcMetadata from "@fontsource/noto-sans-tc/metadata.json";
import notoSansTcRanges from "@fontsource/noto-sans-tc/unicode.json";
import notoSansThaiMetadata from "@fontsource/noto-sans-thai/metadata.json";
import notoSansThaiRanges from "@fontsource/noto-sans-thai/unicode.json";
import openSansMetadata from "@fontsource/open-sans/metadata.json";
import openSansRanges from "@fontsource/open-sans/unicode.json";
import playfairDisplayMetadata from "@fontsource/playfair-display/metadata.json";
import playfairDisplayRanges from "@fontsource/playfair-display/unicode.json";
import poppinsMetadata from "@fontsource/poppins/metadata.json";
import poppinsRanges from "@fontsource/poppins/unicode.json";
import ptSerifMetadata from "@fontsource/pt-serif/metadata.json";
import ptSerifRanges from "@fontsource/pt-serif/unicode.json";
import readexProMetadata from "@fontsource/readex-pro/metadata.json";
import readexProRanges from "@fontsource/readex-pro/unicode.json";
import reemKufiMetadata from "@fontsource/reem-kufi/metadata.json";
import reemKufiRanges from "@fontsource/reem-kufi/unicode.json";
import robotoMetadata from "@fontsource/roboto/metadata.json";
import robotoRanges from "@fontsource/roboto/unicode.json";
import scheherazadeNewMetadata from "@fontsource/scheherazade-new/metadata.json";
import scheherazadeNewRanges from "@fontsource/scheherazade-new/unicode.json";
import sourceSerifFourMetadata from "@fontsource/source-serif-4/metadata.json";
import sourceSerifFourRanges from "@fontsource/source-serif-4/unicode.json";
import tajawalMetadata from "@fontsource/tajawal/metadata.json";
import tajawalRanges from "@fontsource/tajawal/unicode.json";
import vazirmatnMetadata from "@fontsource/vazirmatn/metadata.json";
import vazirmatnRanges from "@fontsource/vazirmatn/unicode.json";

/**
 * The part of a Fontsource package's metadata.json the font CSS needs. The CJK packages split
 * their script into about a hundred numbered slices ("[0]" ... "[119]" in unicode.json, files
 * named <id>-<n>-<weight>-<style>.woff2), each with its unicode-range, so a page loads only the
 * slices its characters fall in.
 */
export type FontsourceMetadata = {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: string[];
  category: string;
  version: string;
};

export type FontPackage = {
  packageName: string;
  metadata: FontsourceMetadata;
  unicodeRanges: Record<string, string>;
};

export const fontPackages: readonly FontPackage[] = [
  { packageName: "@fontsource/alexandria", metadata: alexandriaMetadata, unicodeRanges: alexandriaRanges },
  { packageName: "@fontsource/almarai", metadata: almaraiMetadata, unicodeRanges: almaraiRanges },
  { packageName: "@fontsource/amiri", metadata: amiriMetadata, unicodeRanges: amiriRanges },
  { packageName: "@fontsource/cairo", metadata: cairoMetadata, unicodeRanges: cairoRanges },
  { packageName: "@fontsource/changa", metadata: changaMetadata, unicodeRanges: changaRanges },
  { packageName: "@fontsource/dancing-script", metadata: dancingScriptMetadata, unicodeRanges: dancingScriptRanges },
  { packageName: "@fontsource/eb-garamond", metadata: ebGaramondMetadata, unicodeRanges: ebGaramondRanges },
  { packageName: "@fontsource/el-messiri", metadata: elMessiriMetadata, unicodeRanges: elMessiriRanges },
  { packageName: "@fontsource/great-vibes", metadata: greatVibesMetadata, unicodeRanges: greatVibesRanges },
  {
    packageName: "@fontsource/ibm-plex-sans-arabic",
    metadata: ibmPlexSansArabicMetadata,
    unicodeRanges: ibmPlexSansArabicRanges,
  },
  { packageName: "@fontsource/ibm-plex-serif", metadata: ibmPlexSerifMetadata, unicodeRanges: ibmPlexSerifRanges },
  { packageName: "@fontsource/inter", metadata: interMetadata, unicodeRanges: interRanges },
  { packageName: "@fontsource/lateef", metadata: lateefMetadata, unicodeRanges: lateefRanges },
  { packageName: "@fontsource/lato", metadata: latoMetadata, unicodeRanges: latoRanges },
  { packageName: "@fontsource/lemonada", metadata: lemonadaMetadata, unicodeRanges: lemonadaRanges },
  { packageName: "@fontsource/merriweather", metadata: merriweatherMetadata, unicodeRanges: merriweatherRanges },
  { packageName: "@fontsource/montserrat", metadata: montserratMetadata, unicodeRanges: montserratRanges },
  {
    packageName: "@fontsource/noto-kufi-arabic",
    metadata: notoKufiArabicMetadata,
    unicodeRanges: notoKufiArabicRanges,
  },
  {
    packageName: "@fontsource/noto-naskh-arabic",
    metadata: notoNaskhArabicMetadata,
    unicodeRanges: notoNaskhArabicRanges,
  },
  {
    packageName: "@fontsource/noto-sans-arabic",
    metadata: notoSansArabicMetadata,
    unicodeRanges: notoSansArabicRanges,
  },
  {
    packageName: "@fontsource/noto-sans-devanagari",
    metadata: notoSansDevanagariMetadata,
    unicodeRanges: notoSansDevanagariRanges,
  },
  {
    packageName: "@fontsource/noto-sans-hebrew",
    metadata: notoSansHebrewMetadata,
    unicodeRanges: notoSansHebrewRanges,
  },
  { packageName: "@fontsource/noto-sans-jp", metadata: notoSansJpMetadata, unicodeRanges: notoSansJpRanges },
  { packageName: "@fontsource/noto-sans-kr", metadata: notoSansKrMetadata, unicodeRanges: notoSansKrRanges },
  { packageName: "@fontsource/noto-sans-sc", metadata: notoSansScMetadata, unicodeRanges: notoSansScRanges },
  { packageName: "@fontsource/noto-sans-tc", metadata: notoSansTcMetadata, unicodeRanges: notoSansTcRanges },
  { packageName: "@fontsource/noto-sans-thai", metadata: notoSansThaiMetadata, unicodeRanges: notoSansThaiRanges },
  { packageName: "@fontsource/open-sans", metadata: openSansMetadata, unicodeRanges: openSansRanges },
  {
    packageName: "@fontsource/playfair-display",
    metadata: playfairDisplayMetadata,
    unicodeRanges: playfairDisplayRanges,
  },
  { packageName: "@fontsource/poppins", metadata: poppinsMetadata, unicodeRanges: poppinsRanges },
  { packageName: "@fontsource/pt-serif", metadata: ptSerifMetadata, unicodeRanges: ptSerifRanges },
  { packageName: "@fontsource/readex-pro", metadata: readexProMetadata, unicodeRanges: readexProRanges },
  { packageName: "@fontsource/reem-kufi", metadata: reemKufiMetadata, unicodeRanges: reemKufiRanges },
  { packageName: "@fontsource/roboto", metadata: robotoMetadata, unicodeRanges: robotoRanges },
  {
    packageName: "@fontsource/scheherazade-new",
    metadata: scheherazadeNewMetadata,
    unicodeRanges: scheherazadeNewRanges,
  },
  {
    packageName: "@fontsource/source-serif-4",
    metadata: sourceSerifFourMetadata,
    unicodeRanges: sourceSerifFourRanges,
  },
  { packageName: "@fontsource/tajawal", metadata: tajawalMetadata, unicodeRanges: tajawalRanges },
  { packageName: "@fontsource/vazirmatn", metadata: vazirmatnMetadata, unicodeRanges: vazirmatnRanges },
];
