import { Fragment, type ReactNode } from "react";

import { repairLayout, type ResumeData } from "@/core/resume/schema";
import { resolveBackgroundImage } from "@/core/templates/backgrounds";
import { resumeDirection, writingSystemOf } from "@/core/templates/direction";
import { fontFaceCss } from "@/core/templates/font-face-css";
import { effectiveFontFamily } from "@/core/templates/arabic-fonts";
import { scopeCustomCss } from "@/core/templates/sanitize-css";
import { previewSheetCount } from "@/core/templates/page-format";
import { safeImageSource } from "@/core/uploads/image-source";
import { getTemplate } from "./registry";
import { renderSection } from "./sections/render-section";
import { baseCss, sharedCss } from "./styles/base-css";
import { pageCss } from "./styles/page-css";
import { defaultTemplateLabels, type LayoutPage, type RenderContext, type TemplateLabels } from "./types";

export type ResumeViewProps = {
  data: ResumeData;
  /** print: the PDF's page flow; preview: page-sized sheets on screen that break where the PDF does. */
  mode: "print" | "preview";
  /** Origin the fonts and background images are loaded from; "" for this site's relative paths. */
  assetBaseUrl?: string;
  labels?: TemplateLabels;
};

function renderColumn(ids: readonly string[], context: RenderContext): ReactNode[] {
  return ids.flatMap((id) => {
    const section = renderSection(id, context);
    return section ? [<Fragment key={id}>{section}</Fragment>] : [];
  });
}

const signatureFont = "Dancing Script";
// Dancing Script has no Arabic letters; Amiri's naskh is the nearest to handwriting among the bundled fonts.
const arabicSignatureFont = "Amiri";

/**
 * A resume in its template. Pure: no hooks, no browser APIs, no client JavaScript, so the server
 * renders it to static HTML for the PDF and public pages, and the builder renders the same
 * component for its live preview.
 */
export function ResumeView({ data, mode, assetBaseUrl = "", labels = defaultTemplateLabels }: ResumeViewProps) {
  const resume = repairLayout(data);
  const { metadata } = resume;
  const template = getTemplate(metadata.template);
  const direction = resumeDirection(metadata.locale);
  const context: RenderContext = {
    data: resume,
    labels,
    direction,
    options: { levelVariant: "dots", ...template.options },
  };

  const pages: LayoutPage[] = metadata.layout
    .map((columns, index) => ({
      index,
      isFirst: index === 0,
      main: renderColumn(columns[0] ?? [], context),
      sidebar: renderColumn(columns.slice(1).flat(), context),
    }))
    // A later page with nothing on it would print blank.
    .filter((page) => page.isFirst || page.main.length + page.sidebar.length > 0);

  const fontFamily = effectiveFontFamily(metadata.typography.font.family, metadata.locale);
  const signature = resume.sections.signature;
  const usesSignatureFont =
    signature.visible &&
    signature.items.some((item) => item.visible && item.content.trim() && !safeImageSource(item.image));
  const css = [
    fontFaceCss(
      usesSignatureFont
        ? [fontFamily, signatureFont, ...(writingSystemOf(metadata.locale) === "arabic" ? [arabicSignatureFont] : [])]
        : [fontFamily],
      metadata.locale,
      assetBaseUrl,
      {
        // The print browser has the bundled fonts as system fonts: no fetch and decode per page.
        printFontsFirst: mode === "print",
      },
    ),
    baseCss,
    sharedCss,
    template.css,
    pageCss({
      data: resume,
      fontFamily,
      mode,
      direction,
      bands: template.bands ?? [],
      backgroundImageUrl: resolveBackgroundImage(metadata.backgroundImage, assetBaseUrl),
    }),
    metadata.css.visible ? scopeCustomCss(metadata.css.value, `.vr-root.vr-t-${template.name}`) : "",
  ].join("\n");

  const classes = [
    "vr-root",
    `vr-t-${template.name}`,
    `vr-mode-${mode}`,
    template.bands?.length ? "vr-banded" : "",
    metadata.typography.underlineLinks ? "vr-underline-links" : "",
    metadata.typography.hideIcons ? "vr-hide-icons" : "",
    metadata.page.options.breakLine ? "vr-break-lines" : "",
  ].filter(Boolean);

  const { Page } = template;
  const flow = (
    <div className="vr-flow">
      <div className="vr-flow-root">
        {pages.map((page) => (
          <div
            key={page.index}
            className={page.isFirst ? "vr-page vr-page--first" : "vr-page"}
            data-page={page.index + 1}
          >
            <Page page={page} context={context} />
          </div>
        ))}
      </div>
    </div>
  );

  return (
    <div className={classes.join(" ")} dir={direction} lang={metadata.locale}>
      <style dangerouslySetInnerHTML={{ __html: css }} />
      {mode === "print" ? (
        <>
          <div className="vr-print-decoration" aria-hidden="true" />
          {flow}
        </>
      ) : (
        <div className="vr-sheets">
          <div className="vr-sheet-stack" aria-hidden="true">
            {Array.from({ length: previewSheetCount }, (_, index) => (
              <div
                key={index}
                className="vr-sheet"
                style={{ top: `calc(${index} * (var(--vr-page-height) + var(--vr-sheet-gap)))` }}
              >
                {metadata.page.options.pageNumbers && <span className="vr-sheet-number">{index + 1}</span>}
              </div>
            ))}
          </div>
          {flow}
        </div>
      )}
    </div>
  );
}
