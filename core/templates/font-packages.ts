// The @fontsource packages the app bundles (see package.json), so that the preview and the PDF have
// their fonts offline. To offer another font, install its @fontsource package, add it here and its
// unicode ranges to font-unicode-ranges.ts; core/templates/font-face-css.test.ts checks that every
// file the font CSS points at exists. This catalogue is small (the builder's font picker reads it); the
// ranges, about 100 KiB compressed, load only where @font-face CSS is written.
import alexandriaMetadata from "@fontsource/alexandria/metadata.json";
import almaraiMetadata from "@fontsource/almarai/metadata.json";
import amiriMetadata from "@fontsource/amiri/metadata.json";
import cairoMetadata from "@fontsource/cairo/metadata.json";
import changaMetadata from "@fontsource/changa/metadata.json";
import dancingScriptMetadata from "@fontsource/dancing-script/metadata.json";
import ebGaramondMetadata from "@fontsource/eb-garamond/metadata.json";
import elMessiriMetadata from "@fontsource/el-messiri/metadata.json";
import greatVibesMetadata from "@fontsource/great-vibes/metadata.json";
import ibmPlexSansArabicMetadata from "@fontsource/ibm-plex-sans-arabic/metadata.json";
import ibmPlexSerifMetadata from "@fontsource/ibm-plex-serif/metadata.json";
import interMetadata from "@fontsource/inter/metadata.json";
import lateefMetadata from "@fontsource/lateef/metadata.json";
import latoMetadata from "@fontsource/lato/metadata.json";
import lemonadaMetadata from "@fontsource/lemonada/metadata.json";
import merriweatherMetadata from "@fontsource/merriweather/metadata.json";
import montserratMetadata from "@fontsource/montserrat/metadata.json";
import notoKufiArabicMetadata from "@fontsource/noto-kufi-arabic/metadata.json";
import notoNaskhArabicMetadata from "@fontsource/noto-naskh-arabic/metadata.json";
import notoSansArabicMetadata from "@fontsource/noto-sans-arabic/metadata.json";
import notoSansDevanagariMetadata from "@fontsource/noto-sans-devanagari/metadata.json";
import notoSansHebrewMetadata from "@fontsource/noto-sans-hebrew/metadata.json";
import notoSansJpMetadata from "@fontsource/noto-sans-jp/metadata.json";
import notoSansKrMetadata from "@fontsource/noto-sans-kr/metadata.json";
import notoSansScMetadata from "@fontsource/noto-sans-sc/metadata.json";
import notoSansTcMetadata from "@fontsource/noto-sans-tc/metadata.json";
import notoSansThaiMetadata from "@fontsource/noto-sans-thai/metadata.json";
import openSansMetadata from "@fontsource/open-sans/metadata.json";
import playfairDisplayMetadata from "@fontsource/playfair-display/metadata.json";
import poppinsMetadata from "@fontsource/poppins/metadata.json";
import ptSerifMetadata from "@fontsource/pt-serif/metadata.json";
import readexProMetadata from "@fontsource/readex-pro/metadata.json";
import reemKufiMetadata from "@fontsource/reem-kufi/metadata.json";
import robotoMetadata from "@fontsource/roboto/metadata.json";
import scheherazadeNewMetadata from "@fontsource/scheherazade-new/metadata.json";
import sourceSerifFourMetadata from "@fontsource/source-serif-4/metadata.json";
import tajawalMetadata from "@fontsource/tajawal/metadata.json";
import vazirmatnMetadata from "@fontsource/vazirmatn/metadata.json";

/**
 * The part of a Fontsource package's metadata.json the font CSS needs.
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
};

export const fontPackages: readonly FontPackage[] = [
  { packageName: "@fontsource/alexandria", metadata: alexandriaMetadata },
  { packageName: "@fontsource/almarai", metadata: almaraiMetadata },
  { packageName: "@fontsource/amiri", metadata: amiriMetadata },
  { packageName: "@fontsource/cairo", metadata: cairoMetadata },
  { packageName: "@fontsource/changa", metadata: changaMetadata },
  { packageName: "@fontsource/dancing-script", metadata: dancingScriptMetadata },
  { packageName: "@fontsource/eb-garamond", metadata: ebGaramondMetadata },
  { packageName: "@fontsource/el-messiri", metadata: elMessiriMetadata },
  { packageName: "@fontsource/great-vibes", metadata: greatVibesMetadata },
  { packageName: "@fontsource/ibm-plex-sans-arabic", metadata: ibmPlexSansArabicMetadata },
  { packageName: "@fontsource/ibm-plex-serif", metadata: ibmPlexSerifMetadata },
  { packageName: "@fontsource/inter", metadata: interMetadata },
  { packageName: "@fontsource/lateef", metadata: lateefMetadata },
  { packageName: "@fontsource/lato", metadata: latoMetadata },
  { packageName: "@fontsource/lemonada", metadata: lemonadaMetadata },
  { packageName: "@fontsource/merriweather", metadata: merriweatherMetadata },
  { packageName: "@fontsource/montserrat", metadata: montserratMetadata },
  { packageName: "@fontsource/noto-kufi-arabic", metadata: notoKufiArabicMetadata },
  { packageName: "@fontsource/noto-naskh-arabic", metadata: notoNaskhArabicMetadata },
  { packageName: "@fontsource/noto-sans-arabic", metadata: notoSansArabicMetadata },
  { packageName: "@fontsource/noto-sans-devanagari", metadata: notoSansDevanagariMetadata },
  { packageName: "@fontsource/noto-sans-hebrew", metadata: notoSansHebrewMetadata },
  { packageName: "@fontsource/noto-sans-jp", metadata: notoSansJpMetadata },
  { packageName: "@fontsource/noto-sans-kr", metadata: notoSansKrMetadata },
  { packageName: "@fontsource/noto-sans-sc", metadata: notoSansScMetadata },
  { packageName: "@fontsource/noto-sans-tc", metadata: notoSansTcMetadata },
  { packageName: "@fontsource/noto-sans-thai", metadata: notoSansThaiMetadata },
  { packageName: "@fontsource/open-sans", metadata: openSansMetadata },
  { packageName: "@fontsource/playfair-display", metadata: playfairDisplayMetadata },
  { packageName: "@fontsource/poppins", metadata: poppinsMetadata },
  { packageName: "@fontsource/pt-serif", metadata: ptSerifMetadata },
  { packageName: "@fontsource/readex-pro", metadata: readexProMetadata },
  { packageName: "@fontsource/reem-kufi", metadata: reemKufiMetadata },
  { packageName: "@fontsource/roboto", metadata: robotoMetadata },
  { packageName: "@fontsource/scheherazade-new", metadata: scheherazadeNewMetadata },
  { packageName: "@fontsource/source-serif-4", metadata: sourceSerifFourMetadata },
  { packageName: "@fontsource/tajawal", metadata: tajawalMetadata },
  { packageName: "@fontsource/vazirmatn", metadata: vazirmatnMetadata },
];
