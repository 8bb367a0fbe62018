import type { ResumeData } from "@/core/resume/schema";
import { fontStack } from "@/core/templates/font-stacks";
import { pageFooterHeight, pageSizes, previewSheetCount, previewSheetGap } from "@/core/templates/page-format";
import type { BandColor, PageBand } from "../types";

/*
 * The CSS that depends on the resume: colours, typography, paper and pagination.
 *
 * Pagination is the browser's own: content flows through pages with the same break rules in
 * print and on screen.
 * - print: @page sets the paper with no margins (so designs can bleed to the edge); the page
 *   margin is padding on the flow, repeated on every page (box-decoration-break: clone); full-height
 *   bands are a fixed element, which Chromium repeats on every page; page numbers sit in the page's
 *   bottom margin box, painted with the same bands.
 * - preview: the flow is a multi-column box one page wide whose columns wrap into rows
 *   (column-height + column-wrap), so each column is a page and Chromium breaks it exactly as it
 *   breaks pages; sheets of paper are drawn behind the rows. Browsers without column-wrap show one
 *   long sheet with lines where pages end.
 */

export type PageCssInput = {
  data: ResumeData;
  fontFamily: string;
  mode: "print" | "preview";
  direction: "ltr" | "rtl";
  bands: readonly PageBand[];
  backgroundImageUrl: string | undefined;
};

function mix(color: string, percent: number, base: string): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${base})`;
}

/** Band colours that carry light text (.vr-inverse). */
const darkBands = new Set<BandColor>(["primary", "ink", "deep"]);

function bandColor(color: BandColor, theme: ResumeData["metadata"]["theme"]): string {
  switch (color) {
    case "primary":
      return theme.primary;
    case "tint":
      return mix(theme.primary, 9, theme.background);
    case "tint-strong":
      return mix(theme.primary, 16, theme.background);
    case "ink":
      return mix(theme.text, 88, theme.primary);
    case "deep":
      return mix(theme.primary, 72, "#000000");
    case "wash":
      return mix(theme.text, 5, theme.background);
  }
}

/** The bands and background image as background layers, in physical terms for the direction. */
export function pageLayers(
  bands: readonly PageBand[],
  theme: ResumeData["metadata"]["theme"],
  direction: "ltr" | "rtl",
  imageUrl: string | undefined,
): string {
  const layers = bands.map((band) => {
    const towards = (band.edge === "start") === (direction === "ltr") ? "to right" : "to left";
    const color = bandColor(band.color, theme);
    return `linear-gradient(${towards}, ${color} 0 ${band.width}, transparent ${band.width})`;
  });
  if (imageUrl) layers.push(`url("${imageUrl}") center / cover no-repeat`);
  return [...layers, theme.background].join(", ");
}

export function pageCss({ data, fontFamily, mode, direction, bands, backgroundImageUrl }: PageCssInput): string {
  const { page, theme, typography, locale } = data.metadata;
  const size = pageSizes[page.format];
  const footer = pageFooterHeight(page);
  const stack = fontStack(fontFamily, locale);
  const layers = pageLayers(bands, theme, direction, backgroundImageUrl);
  const muted = mix(theme.text, 55, theme.background);
  // The page number sits at the end side of the foot: over a dark end band (Chikorita's sidebar) it
  // takes the band's light text (.vr-inverse), as grey on the band it could hardly be read.
  const numberColor = bands.some((band) => band.edge === "end" && darkBands.has(band.color))
    ? "rgb(255 255 255 / 0.85)"
    : muted;

  const variables = `.vr-root {
  --vr-primary: ${theme.primary};
  --vr-text: ${theme.text};
  --vr-background: ${theme.background};
  --vr-font: ${stack};
  --vr-font-size: ${typography.font.size}px;
  --vr-line-height: ${typography.lineHeight};
  --vr-header-size: ${typography.headerFontSize}px;
  --vr-margin: ${page.margin}px;
  --vr-footer: ${footer}px;
  --vr-page-width: ${size.width}mm;
  --vr-page-height: ${size.height}mm;
  --vr-sheet-gap: ${previewSheetGap}px;
}
.vr-flow-root {
  padding: var(--vr-margin) var(--vr-margin) ${footer > 0 ? "0" : "var(--vr-margin)"};
  -webkit-box-decoration-break: clone;
  box-decoration-break: clone;
}`;

  if (mode === "print") {
    const numberBox = direction === "ltr" ? "@bottom-left" : "@bottom-right";
    const numbers =
      footer > 0
        ? `
  ${numberBox} {
    content: counter(page) " / " counter(pages);
    direction: ltr;
    width: 100%;
    box-sizing: border-box;
    text-align: ${direction === "ltr" ? "right" : "left"};
    padding-${direction === "ltr" ? "right" : "left"}: ${Math.max(page.margin, 16)}px;
    vertical-align: middle;
    font-family: ${stack};
    font-size: 9px;
    color: ${numberColor};
    background: ${layers};
  }`
        : "";
    return `@page { size: ${size.width}mm ${size.height}mm; margin: 0 0 ${footer}px 0;${numbers}
}
html, body { margin: 0; padding: 0; background: ${theme.background}; }
${variables}
.vr-print-decoration { position: fixed; inset: 0; z-index: 0; background: ${layers}; }
.vr-flow { position: relative; z-index: 1; }
.vr-page + .vr-page { break-before: page; }
`;
  }

  // The PDF numbers pages "N / total"; the preview does too: the sheets' box is as tall as the
  // pages, so a size query on it tells the total (rules in ascending order, the last match wins).
  const pitch = (size.height * 96) / 25.4 + previewSheetGap;
  const totals =
    footer > 0
      ? Array.from({ length: previewSheetCount - 1 }, (_, index) => index + 2)
          .map(
            (total) =>
              `@container vr-sheets (min-height: ${((total - 1) * pitch + pitch / 2).toFixed(1)}px) { .vr-sheet-number::after { content: " / ${total}"; } }`,
          )
          .join("\n")
      : "";

  return `${variables}
.vr-sheets { position: relative; width: var(--vr-page-width); padding-block-end: var(--vr-footer); overflow: clip; overflow-clip-margin: 14px; }
.vr-sheet-stack { position: absolute; inset: 0; container: vr-sheets / size; }
.vr-sheet {
  position: absolute; inset-inline: 0; height: var(--vr-page-height);
  background: ${layers};
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.08), 0 6px 18px rgb(0 0 0 / 0.07);
}
.vr-sheet-number {
  position: absolute; inset-block-end: 0; ${direction === "ltr" ? "right" : "left"}: max(var(--vr-margin), 16px); height: var(--vr-footer);
  display: flex; align-items: center; font-size: 9px; color: ${muted};
  /* "1 / 3" reads left to right in every language, as in the PDF; the side follows the resume's direction. */
  direction: ltr; unicode-bidi: isolate; white-space: pre;
}
.vr-sheet-number::after { content: " / 1"; }
${totals}
.vr-break-lines .vr-sheet::after {
  content: ""; position: absolute; inset-inline: 0; inset-block-end: 0;
  border-block-end: 1px dashed ${mix(theme.primary, 55, theme.background)};
}
.vr-flow {
  position: relative; z-index: 1; width: var(--vr-page-width);
  column-count: 1; column-gap: 0; column-fill: auto;
  column-height: calc(var(--vr-page-height) - var(--vr-footer));
  column-wrap: wrap;
  row-gap: calc(var(--vr-footer) + var(--vr-sheet-gap));
}
.vr-page + .vr-page { break-before: column; }
@supports not (column-wrap: wrap) {
  .vr-root { --vr-sheet-gap: 0px; }
  .vr-flow { column-count: auto; column-height: auto; }
  .vr-sheet { box-shadow: none; }
  .vr-sheet::after { content: ""; position: absolute; inset-inline: 0; inset-block-end: 0; border-block-end: 1px dashed ${mix(theme.primary, 55, theme.background)}; }
  .vr-sheets { box-shadow: 0 1px 2px rgb(0 0 0 / 0.08), 0 6px 18px rgb(0 0 0 / 0.07); }
}
`;
}
