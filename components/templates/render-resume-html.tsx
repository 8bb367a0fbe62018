import { escape as escapeHtml } from "es-toolkit/string";
import { ResumeView } from "./resume-view";
import type { TemplateLabels } from "./types";
import type { ResumeData } from "@/core/resume/schema";
import { resumeDirection } from "@/core/templates/direction";
import { withoutUnusedFontFaces } from "@/core/templates/font-face-css";
import { loadTemplateLabels } from "./load-template-labels";
import { watermarkCss } from "./print-watermark";
import { loadReactDomServer } from "./react-dom-server";

export type RenderResumeOptions = {
  mode: "print" | "preview";
  /** Origin fonts and images load from, e.g. "http://localhost:3000"; "" for relative URLs. */
  assetBaseUrl: string;
  labels?: TemplateLabels;
  /** The line printed at the foot of every page (print mode only): lib/pdf/watermark.ts words it. */
  watermark?: string;
};

// On its own (not in a frame), the preview gets a desk to lie on.
const previewDocumentCss = `html { background: #e7e5e4; } body { margin: 0; padding: 32px 16px 48px; display: flex; justify-content: center; }`;

/**
 * A resume as a complete static HTML document: what the PDF printer loads and public pages show.
 * No script: everything is markup and inline CSS, with fonts and images from `assetBaseUrl` only.
 */
export async function renderResumeDocument(data: ResumeData, options: RenderResumeOptions): Promise<string> {
  const locale = data.metadata.locale;
  const labels = options.labels ?? (await loadTemplateLabels(locale));
  const markup = loadReactDomServer().renderToStaticMarkup(
    <ResumeView data={data} mode={options.mode} assetBaseUrl={options.assetBaseUrl} labels={labels} />,
  );
  // Printed text is final: the faces no character needs are dropped. (A preview is edited, so it keeps them all.)
  const body = options.mode === "print" ? withoutUnusedFontFaces(markup) : markup;
  const title = data.basics.name.trim() || "Resume";
  // Its rules are all !important. Chromium lets the first important @page declaration win, the
  // cascade the last: the style is both the first and the last of the document (print-watermark.ts).
  const watermark =
    options.mode === "print" && options.watermark ? `<style>${watermarkCss(data, options.watermark)}</style>` : "";
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(locale)}" dir="${resumeDirection(locale)}">`,
    "<head>",
    watermark,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    options.mode === "preview" ? `<style>${previewDocumentCss}</style>` : "",
    "</head>",
    `<body>${body}${watermark}</body>`,
    "</html>",
  ].join("");
}

/**
 * The one function lib/pdf asks for HTML (lib/pdf/render-resume-pdf.ts, `RenderPrintDocument`): the
 * print document, with the watermark when one is given. Routes hand it to the PDF operations.
 */
export function renderPrintDocument(data: ResumeData, { watermark }: { watermark?: string } = {}): Promise<string> {
  return renderResumeDocument(data, { mode: "print", assetBaseUrl: "", watermark });
}
