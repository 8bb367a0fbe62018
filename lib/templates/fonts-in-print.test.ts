import { afterAll, describe, expect, it } from "vitest";
import { BrowserPool } from "@/lib/pdf/browser-pool";
import { printOrigin, resolvePrintAsset } from "@/lib/pdf/print-assets";
import { fontFaceCss } from "@/core/templates/font-face-css";
import { quoteFamily } from "@/core/templates/font-stacks";
import { bundledFonts, cjkFonts, fontPackageOf } from "@/core/templates/fonts";
import { arabicFontFamilies } from "@/core/templates/arabic-fonts";
import { pageSizes } from "@/core/templates/page-format";

/*
 * Every font the design panel offers prints as itself: one PDF with a line in each family, read back
 * for the embedded fonts' names. A family the app does not bundle would fall back to another font
 * and be missing from the list.
 */

const pool = new BrowserPool({ concurrency: 1, timeoutMs: 60_000 });
afterAll(() => pool.close());

// A word in each script a family may be the font of; a line uses the first its family has.
const samples: [subset: string, text: string][] = [
  ["arabic", "سيرة ذاتية"],
  ["hebrew", "קורות חיים"],
  ["devanagari", "जीवन वृत्त"],
  ["thai", "ประวัติย่อ"],
  ["latin", "Curriculum vitae"],
];
const cjkSamples: Record<string, string> = {
  [cjkFonts["cjk-sc"]]: "简历",
  [cjkFonts["cjk-tc"]]: "履歷",
  [cjkFonts["cjk-jp"]]: "履歴書",
  [cjkFonts["cjk-kr"]]: "이력서",
};

function sampleText(family: string): string {
  const subsets = fontPackageOf(family)?.metadata.subsets ?? [];
  return cjkSamples[family] ?? samples.find(([subset]) => subsets.includes(subset))?.[1] ?? "Curriculum vitae";
}

/** The names of the fonts a PDF embeds, without the subset prefix ("ABCDEF+Inter-Regular" → "Inter-Regular"). */
function embeddedFontNames(pdf: Uint8Array): string[] {
  // Chromium writes its font dictionaries as plain objects (no object streams), so the names are readable as they are.
  const text = Buffer.from(pdf).toString("latin1");
  return [
    ...new Set(
      [...text.matchAll(/\/(?:BaseFont|FontName)\s*\/([^\s/<>[\]()]+)/g)].map(([, name]) =>
        name!.replace(/^[A-Z]{6}\+/, ""),
      ),
    ),
  ];
}

const compact = (name: string) => name.replace(/[^a-z0-9]/gi, "").toLowerCase();

describe("the fonts the design panel offers", () => {
  it("each print in their own face, all of them in one PDF", async () => {
    // What the font lists of the design panel offer (components/builder/design/font-options.ts).
    const families = [...new Set([...bundledFonts.map((font) => font.family), ...arabicFontFamilies])];
    const css = [
      ...families.map((family) =>
        fontFaceCss([family], cjkSamples[family] ? "zh-CN" : "en-US", "", { printFontsFirst: true }),
      ),
      ...families.map((family, index) => `.f${index}{font-family:${quoteFamily(family)}}`),
    ].join("\n");
    const lines = families.map((family, index) => `<p class="f${index}">${sampleText(family)}</p>`).join("");
    const html = `<!doctype html><html><head><base href="${printOrigin}/"><meta charset="utf-8"><style>${css}</style></head><body>${lines}</body></html>`;

    const pdf = await pool.run(
      async (page) => {
        await page.setContent(html);
        return page.pdf(pageSizes.a4);
      },
      { resolveRequest: resolvePrintAsset },
    );

    const embedded = embeddedFontNames(pdf).map(compact);
    expect(embedded.length).toBeGreaterThan(0);
    const missing = families.filter((family) => !embedded.some((name) => name.startsWith(compact(family))));
    expect(missing).toEqual([]);
  }, 120_000);
});
