import type { ResumeData } from "@/core/resume/schema";
import { resolveBackgroundImage } from "@/core/templates/backgrounds";
import { resumeDirection } from "@/core/templates/direction";
import { pageFooterHeight } from "@/core/templates/page-format";
import { getTemplate } from "./registry";
import { pageLayers } from "./styles/page-css";

// The watermark's words come from lib/pdf/watermark.ts (translated, product and address from configuration).

/** Height of the footer strip the watermark needs when the resume prints no page numbers. */
export const watermarkStripHeight = 24;

function cssString(text: string): string {
  return `"${text.replace(/["\\\u0000-\u001f]/g, "")}"`;
}

/*
 * The watermark lives in the page's bottom margin box, beside the page number, as one quiet line
 * of text: never over the resume's words (a diagonal overlay would sit inside the text that ATS
 * software extracts and interleave with it), and printed on every page by the browser itself.
 * The template's page-number box is kept (it also paints the sidebar bands into the margin); only
 * its content changes. Without page numbers the same box is made, in a strip just tall enough,
 * with the line centred (side bands, where the numbers would sit, are where it reads worst).
 *
 * No resume content can remove it. The margin boxes are outside every element, so custom CSS
 * (nested under the resume's root, with no @page of its own: sanitize-css.ts) cannot reach them,
 * and the page clips what the resume paints to the page area. Should a rule ever land at the top
 * level anyway, this style comes last, marks everything !important, names every page selector a
 * stylesheet could use (:first outranks a bare @page), empties the neighbouring bottom boxes
 * (which would squeeze this one) and takes its colour from the background alone, grey with
 * contrast whatever the theme's text colour (a text colour equal to the background would
 * otherwise print it invisibly).
 */
export function watermarkCss(data: ResumeData, text: string): string {
  const { page, theme, locale } = data.metadata;
  const direction = resumeDirection(locale);
  const numberBox = direction === "ltr" ? "@bottom-left" : "@bottom-right";
  const otherBoxes = [
    direction === "ltr" ? "@bottom-right" : "@bottom-left",
    "@bottom-center",
    "@bottom-left-corner",
    "@bottom-right-corner",
  ];
  // The box is left-to-right (the numbers keep their place); a right-to-left line is isolated so that it
  // reads from its own start, the product's name and address after the words, as its language orders them.
  const mark = direction === "rtl" ? `"\\2067" ${cssString(text)} "\\2069"` : cssString(text);
  const separator = '"\\2003·\\2003"';
  const footer = pageFooterHeight(page);
  // With page numbers the box is the template's, which paints the background image too.
  const image = footer > 0 ? resolveBackgroundImage(data.metadata.backgroundImage, "") : undefined;
  const layers = pageLayers(getTemplate(data.metadata.template).bands ?? [], theme, direction, image);
  // Black on a light background, white on a dark one (lightness above or below 50), toned down.
  const paper = `rgb(from ${theme.background} r g b / 1)`;
  const ink = `lch(from ${paper} calc((50 - l) * infinity) 0 0)`;

  const content =
    footer > 0
      ? direction === "ltr"
        ? `${mark} ${separator} counter(page) " / " counter(pages)`
        : `counter(page) " / " counter(pages) ${separator} ${mark}`
      : mark;
  const box = [
    `content: ${content}`,
    "display: block",
    "visibility: visible",
    "opacity: 1",
    "direction: ltr",
    "width: 100%",
    "box-sizing: border-box",
    "vertical-align: middle",
    footer > 0 ? `text-align: ${direction === "ltr" ? "right" : "left"}` : "text-align: center",
    footer > 0 ? `padding-${direction === "ltr" ? "right" : "left"}: ${Math.max(page.margin, 16)}px` : "padding: 0",
    "font-family: Arial, Helvetica, sans-serif",
    `font-size: ${footer > 0 ? 9 : 8}px`,
    "font-weight: 400",
    "letter-spacing: normal",
    "text-indent: 0",
    "transform: none",
    "filter: none",
    `color: color-mix(in srgb, ${ink} 62%, ${paper})`,
    `background: ${layers}`,
  ]
    .map((declaration) => `${declaration} !important;`)
    .join(" ");
  const body = `margin-bottom: ${footer > 0 ? footer : watermarkStripHeight}px !important;
  ${numberBox} { ${box} }
  ${otherBoxes.map((other) => `${other} { content: none !important; }`).join("\n  ")}`;
  return ["", " :first", " :left", " :right", " :blank"]
    .map((selector) => `@page${selector} {\n  ${body}\n}`)
    .join("\n");
}
