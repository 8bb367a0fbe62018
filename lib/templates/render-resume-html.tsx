import { ResumeView } from "@/components/templates/resume-view";
import type { TemplateLabels } from "@/components/templates/types";
import type { ResumeData } from "@/lib/resume/schema";
import { resumeDirection } from "./direction";
import { withoutUnusedFontFaces } from "./font-face-css";
import { loadTemplateLabels } from "./load-template-labels";
import { loadReactDomServer } from "./react-dom-server";

export type RenderResumeOptions = {
  mode: "print" | "preview";
  /** Origin fonts and images load from, e.g. "http://localhost:3000"; "" for relative URLs. */
  assetBaseUrl: string;
  labels?: TemplateLabels;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// On its own (not in a frame), the preview gets a desk to lie on.
const previewDocumentCss = `html { background: #e7e5e4; } body { margin: 0; padding: 32px 16px 48px; display: flex; justify-content: center; }`;

/**
 * A resume as a complete static HTML document: what the PDF printer loads and public pages show.
 * No script: everything is markup and inline CSS, with fonts and images from `assetBaseUrl` only.
 */
export async function renderResumeDocument(data: ResumeData, options: RenderResumeOptions): Promise<string> {
  const locale = data.metadata.locale;
  const labels = options.labels ?? (await loadTemplateLabels(locale));
  const markup = loadReactDomServer().renderToStaticMarkup(<ResumeView data={data} mode={options.mode} assetBaseUrl={options.assetBaseUrl} labels={labels} />);
  // Printed text is final: the faces no character needs are dropped. (A preview is edited, so it keeps them all.)
  const body = options.mode === "print" ? withoutUnusedFontFaces(markup) : markup;
  const title = data.basics.name.trim() || "Resume";
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(locale)}" dir="${resumeDirection(locale)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    options.mode === "preview" ? `<style>${previewDocumentCss}</style>` : "",
    "</head>",
    `<body>${body}</body>`,
    "</html>",
  ].join("");
}
