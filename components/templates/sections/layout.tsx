import { isValidElement, type ReactNode } from "react";

import type { LayoutPage, TemplateDefinition, TemplatePageProps } from "../types";
import type { HeaderProps } from "./basics";

/**
 * The main column and the sidebar of a page. The main column comes first in the document (the
 * order screen readers and applicant tracking systems read) wherever the design draws it; with an
 * empty sidebar the main column takes the whole width.
 */
type ColumnsProps = {
  page: LayoutPage;
  /** Shown above the main column's sections (a header that lives in the main column). */
  before?: ReactNode;
  /** Shown above the sidebar's sections (a header that lives in the sidebar). */
  sidebarBefore?: ReactNode;
  /**
   * The edge of the full-height band the sidebar lies on (a template with `bands`): the sidebar is
   * drawn on that side, and kept even when it is empty.
   */
  band?: "start" | "end";
  /** e.g. "vr-inverse" for light text on a dark band. */
  sidebarClassName?: string;
  /** Put the sidebar first in the document, for designs whose sidebar holds the name. */
  sidebarFirst?: boolean;
};

function Columns({ page, before, sidebarBefore, band, sidebarClassName, sidebarFirst = false }: ColumnsProps) {
  const hasSidebar = band !== undefined || page.sidebar.length > 0 || Boolean(sidebarBefore);
  const main = (
    <div className="vr-main">
      {before}
      {page.main}
    </div>
  );
  const sidebar = hasSidebar ? (
    <div className={sidebarClassName ? `vr-sidebar ${sidebarClassName}` : "vr-sidebar"}>
      {sidebarBefore}
      {page.sidebar}
    </div>
  ) : null;
  return (
    <div
      className={[
        "vr-columns",
        hasSidebar ? "vr-columns--split" : "vr-columns--single",
        band && `vr-columns--sidebar-${band}`,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {sidebarFirst ? sidebar : main}
      {sidebarFirst ? main : sidebar}
    </div>
  );
}

// Sections are keyed by their layout id (see ResumeView).
function isSignature(node: ReactNode): boolean {
  return isValidElement(node) && node.key === "signature";
}

/** Main sections, then the sidebar's, in one column (single-column designs); a signature signs off last. */
function Stacked({ page }: { page: LayoutPage }) {
  const main = page.main.filter((node) => !isSignature(node));
  const sidebar = page.sidebar.filter((node) => !isSignature(node));
  const signature = [...page.main, ...page.sidebar].filter(isSignature);
  return (
    <div className="vr-stack">
      {main.length > 0 && <div className="vr-main">{main}</div>}
      {sidebar.length > 0 && <div className="vr-sidebar">{sidebar}</div>}
      {signature.length > 0 && <div className="vr-stack-end">{signature}</div>}
    </div>
  );
}

/** What a two-column template adds to its first page, each part optional. */
export type FirstPageParts = {
  /** Across the page, above the columns. */
  header?: ReactNode;
  /** Above the main column's sections. */
  main?: ReactNode;
  /** Above the sidebar's sections. */
  sidebar?: ReactNode;
};

function headerProps({ context }: TemplatePageProps): HeaderProps {
  return { basics: context.data.basics, labels: context.labels };
}

/**
 * The pages of a two-column template: every page's sections in Columns (laid out by `columns`),
 * and on the first page the header and the column heads `firstPage` gives.
 */
export function columnsPage(
  firstPage: (props: HeaderProps) => FirstPageParts,
  columns: Pick<ColumnsProps, "band" | "sidebarClassName" | "sidebarFirst"> = {},
): TemplateDefinition["Page"] {
  return function ColumnsPage(props: TemplatePageProps) {
    const parts = props.page.isFirst ? firstPage(headerProps(props)) : {};
    return (
      <>
        {parts.header}
        <Columns page={props.page} before={parts.main} sidebarBefore={parts.sidebar} {...columns} />
      </>
    );
  };
}

/** The pages of a one-column template: every page's sections Stacked, under `header` on the first page. */
export function stackedPage(header: (props: HeaderProps) => ReactNode): TemplateDefinition["Page"] {
  return function StackedPage(props: TemplatePageProps) {
    return (
      <>
        {props.page.isFirst && header(headerProps(props))}
        <Stacked page={props.page} />
      </>
    );
  };
}
