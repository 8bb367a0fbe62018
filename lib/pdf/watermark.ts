import { getTemplate } from "@/components/templates/registry";
import { pageLayers } from "@/components/templates/styles/page-css";
import type { ResumeData } from "@/lib/resume/schema";
import { resumeDirection } from "@/lib/templates/direction";
import { pageFooterHeight } from "@/lib/templates/page-format";

/** The line printed at the foot of every page of an export by a user without a plan (DECISIONS.md). */
export const watermarkText = "Made with Vitae · vitae.app";

/** Height of the footer strip the watermark needs when the resume prints no page numbers. */
const watermarkStripHeight = 24;

function cssString(text: string): string {
  return `"${text.replace(/["\\]/g, "")}"`;
}

/*
 * The watermark lives in the page's bottom margin box, beside the page number, as one quiet line
 * of text: never over the resume's words (a diagonal overlay would sit inside the text that ATS
 * software extracts and interleave with it), and printed on every page by the browser itself.
 * The template's page-number box is kept (it also paints the sidebar bands into the margin); only
 * its content changes. Without page numbers the same box is made, in a strip just tall enough,
 * with the line centred (side bands, where the numbers would sit, are where it reads worst).
 */
export function watermarkCss(data: ResumeData): string {
  const { page, theme, locale } = data.metadata;
  const direction = resumeDirection(locale);
  const numberBox = direction === "ltr" ? "@bottom-left" : "@bottom-right";
  const mark = cssString(watermarkText);
  const separator = '"\\2003·\\2003"';

  if (pageFooterHeight(page) > 0) {
    const content = direction === "ltr" ? `${mark} ${separator} counter(page) " / " counter(pages)` : `counter(page) " / " counter(pages) ${separator} ${mark}`;
    return `@page { ${numberBox} { content: ${content}; } }`;
  }

  const layers = pageLayers(getTemplate(data.metadata.template).bands ?? [], theme, direction, undefined);
  return `@page {
  margin-bottom: ${watermarkStripHeight}px;
  ${numberBox} {
    content: ${mark};
    direction: ltr; width: 100%; box-sizing: border-box; vertical-align: middle;
    text-align: center;
    font-family: Arial, Helvetica, sans-serif; font-size: 8px;
    color: color-mix(in srgb, ${theme.text} 55%, ${theme.background});
    background: ${layers};
  }
}`;
}
