import { isValidElement, type ReactNode } from "react";

import type { LayoutPage } from "../types";

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
  /** Keep the sidebar column even when empty, for designs whose sidebar is a full-height band. */
  keepSidebar?: boolean;
  className?: string;
  /** e.g. "vr-inverse" for light text on a dark band. */
  sidebarClassName?: string;
  /** Put the sidebar first in the document, for designs whose sidebar holds the name. */
  sidebarFirst?: boolean;
};

export function Columns({
  page,
  before,
  sidebarBefore,
  keepSidebar = false,
  className,
  sidebarClassName,
  sidebarFirst = false,
}: ColumnsProps) {
  const hasSidebar = keepSidebar || page.sidebar.length > 0 || Boolean(sidebarBefore);
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
      className={["vr-columns", hasSidebar ? "vr-columns--split" : "vr-columns--single", className]
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
export function Stacked({ page, className }: { page: LayoutPage; className?: string }) {
  const main = page.main.filter((node) => !isSignature(node));
  const sidebar = page.sidebar.filter((node) => !isSignature(node));
  const signature = [...page.main, ...page.sidebar].filter(isSignature);
  return (
    <div className={["vr-stack", className].filter(Boolean).join(" ")}>
      {main.length > 0 && <div className="vr-main">{main}</div>}
      {sidebar.length > 0 && <div className="vr-sidebar">{sidebar}</div>}
      {signature.length > 0 && <div className="vr-stack-end">{signature}</div>}
    </div>
  );
}
